import { decodeSearchPage, searchPageHref } from '../search/pageParams'
import { decodeCatalogueState, encodeCatalogueState } from './catalogueParams'

/**
 * The catalogue pages and /search take their state from the query string, which makes every render
 * dynamic (100+ ms of queries and React work at 100,000 books). The proxy rewrites each of them to an
 * internal route whose one path segment is the canonical query, so Next caches the rendered page per
 * state (ISR) and revalidates it by the cache tags of the data it read. The address bar keeps the
 * public URL, and each cached page names it as its canonical address (the internal one is reachable
 * too: Next runs the proxy again on the rewritten path, so it cannot be told apart and refused).
 * This module is the pure mapping between the two.
 */
export const CACHED_VIEW_PREFIX = '/cached-view'

export const CACHED_VIEWS = {
  '/library-program': 'library-program',
  '/press': 'press',
  '/search': 'search',
} as const

export type CachedView = (typeof CACHED_VIEWS)[keyof typeof CACHED_VIEWS]

/** The segment standing for "no parameters" (a canonical query is never empty otherwise). */
const DEFAULT_KEY = 'default'

/**
 * Longer canonical queries (dozens of filters) render dynamically instead: each cached view costs
 * memory and disk, and such URLs are rarely shared twice.
 */
export const MAX_VIEW_KEY_LENGTH = 400

type Params = URLSearchParams | Record<string, string | string[] | undefined>

const toRecord = (params: Params): Record<string, string | string[] | undefined> => {
  if (!(params instanceof URLSearchParams)) return params
  // No prototype: a `__proto__` parameter is then a key like any other, not the record's prototype.
  const record = Object.create(null) as Record<string, string | string[]>
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key)
    record[key] = values.length > 1 ? values : values[0]
  }
  return record
}

/** The canonical query string (without "?") of a view: unknown parameters and bad values dropped, order fixed. */
function canonicalViewQuery(view: CachedView, params: Params): string {
  if (view === 'search') {
    const { text, filter, group, offset } = decodeSearchPage(toRecord(params))
    return searchPageHref({ text, filter, group, offset }).replace(/^\/search\??/, '')
  }
  return encodeCatalogueState(decodeCatalogueState(params)).replace(/^\?/, '')
}

export function viewKey(view: CachedView, params: Params): string {
  return encodeURIComponent(canonicalViewQuery(view, params) || DEFAULT_KEY)
}

/**
 * The parameters a view key stands for. Next may hand the segment over decoded or not: an encoded key
 * has no "=" (encodeURIComponent escapes it), a decoded non-default one always has one.
 */
export function viewKeyParams(key: string): Record<string, string> {
  let query = key
  if (!key.includes('=')) {
    try {
      query = decodeURIComponent(key)
    } catch {
      return {}
    }
  }
  return query === DEFAULT_KEY ? {} : Object.fromEntries(new URLSearchParams(query))
}

/** The internal path a public catalogue or search URL is served from, or null when it is rendered dynamically. */
export function cachedViewPath(pathname: string, params: URLSearchParams): string | null {
  const view = CACHED_VIEWS[pathname as keyof typeof CACHED_VIEWS]
  if (!view) return null
  const key = viewKey(view, params)
  return key.length <= MAX_VIEW_KEY_LENGTH ? `${CACHED_VIEW_PREFIX}/${view}/${key}` : null
}

/** The public address of a cached view: its page with the canonical query. */
export function publicViewHref(view: CachedView, key: string): string {
  const query = new URLSearchParams(viewKeyParams(key)).toString().replace(/%2C/g, ',')
  return `/${view}${query ? `?${query}` : ''}`
}

export const isCachedView = (value: string): value is CachedView => Object.values(CACHED_VIEWS).includes(value as CachedView)
