/**
 * Old content-system paths rewritten to the site's routes (SPEC §2 "Preview redirects").
 * One table; `legacyRedirect` applies the first matching row. Pure, so every row is unit-tested.
 */

export const DEFAULT_LEGACY_PRESS_SLUG = 'art'

type Row = {
  /** What the row does, for tests and debugging. */
  name: string
  /** Returns the rewritten path, or null when the row does not apply. */
  rewrite: (path: string, pressSlug: string) => string | null
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Replaces a whole path segment wherever it appears, e.g. /resources/teaching-guides/x → /resources/guides/x. */
const segment =
  (from: (slug: string) => string, to: string) =>
  (path: string, slug: string): string | null => {
    const pattern = new RegExp(`(^|/)${escapeRegExp(from(slug))}(?=/|$)`, 'g')
    return pattern.test(path) ? path.replace(pattern, `$1${to}`) : null
  }

/** Moves a path and everything under it, e.g. /guides/x → /resources/guides/x. */
const prefix =
  (from: string, to: string) =>
  (path: string): string | null =>
    path === from || path.startsWith(`${from}/`) ? `${to}${path.slice(from.length)}`.replace(/(.)\/+$/, '$1') : null

/** Matches one exact path (a trailing slash allowed) and maps it to another. */
const exact =
  (from: (slug: string) => string, to: string) =>
  (path: string, slug: string): string | null =>
    path.replace(/(.)\/+$/, '$1') === from(slug) ? to : null

export const LEGACY_REDIRECT_ROWS: ReadonlyArray<Row> = [
  { name: '/{slug}-press-about → /press/about', rewrite: exact((s) => `/${s}-press-about`, '/press/about') },
  { name: 'teaching-guides → guides', rewrite: segment(() => 'teaching-guides', 'guides') },
  // Teaching guides moved from /guides (list and each guide), and /resources has no page of its own.
  { name: '/guides → /resources/guides', rewrite: prefix('/guides', '/resources/guides') },
  { name: '/resources → /resources/guides', rewrite: exact(() => '/resources', '/resources/guides') },
  { name: '{slug}-press-book → press', rewrite: segment((s) => `${s}-press-book`, 'press') },
  { name: 'library-program-book → library-program', rewrite: segment(() => 'library-program-book', 'library-program') },
  { name: '/homepage → /', rewrite: exact(() => '/homepage', '/') },
  {
    name: '/library-program-learn-more → /library-program/about',
    rewrite: exact(() => '/library-program-learn-more', '/library-program/about'),
  },
  { name: '/learn-more → /library-program/about', rewrite: exact(() => '/learn-more', '/library-program/about') },
  {
    name: '/library-program-distribution-map → /library-program/map',
    rewrite: exact(() => '/library-program-distribution-map', '/library-program/map'),
  },
  { name: '/who-we-are → /about', rewrite: exact(() => '/who-we-are', '/about') },
  {
    name: '/how-to-participate → /library-program/how-to-participate',
    rewrite: exact(() => '/how-to-participate', '/library-program/how-to-participate'),
  },
  {
    name: '/library-program-poulin-project → /library-program/poulin',
    rewrite: exact(() => '/library-program-poulin-project', '/library-program/poulin'),
  },
]

export type LegacyRedirect = { location: string; status: 308 }

/** The live-preview query flag: the old content system's x-craft-live-preview, or Payload's preview=true. */
export function hasLivePreviewFlag(search: URLSearchParams): boolean {
  return search.has('x-craft-live-preview') || search.get('preview') === 'true'
}

/** A live-preview request: the flag plus a token. Only then do redirects keep the query. */
export function isLivePreview(search: URLSearchParams): boolean {
  return hasLivePreviewFlag(search) && search.has('token')
}

/**
 * The redirect for a legacy path, or null. Rows apply in table order, each to the result of the last,
 * so /resources/teaching-guides on a legacy host still lands once. The query is kept only for live preview.
 */
export function legacyRedirect(
  pathname: string,
  search: URLSearchParams,
  pressSlug: string = DEFAULT_LEGACY_PRESS_SLUG,
): LegacyRedirect | null {
  let path = pathname
  for (const row of LEGACY_REDIRECT_ROWS) {
    const next = row.rewrite(path, pressSlug)
    if (next !== null) path = next
  }
  if (path === pathname) return null
  const query = isLivePreview(search) ? search.toString() : ''
  return { location: query ? `${path}?${query}` : path, status: 308 }
}
