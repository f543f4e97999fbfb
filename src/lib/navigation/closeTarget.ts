/**
 * Where the close (X) button of a detail page leads (SPEC §2 "Close (X) target").
 * Pure: the caller passes the current path and the previously stored in-site path.
 */

/** Fixed targets that win over the section index. Checked in order; first prefix match wins. */
const FIXED_TARGETS: ReadonlyArray<{ match: RegExp; target: string }> = [
  { match: /^\/editions(\/|$)/, target: '/support' },
  { match: /^\/library-program\/(how-to-participate|poulin)\/?$/, target: '/library-program/about' },
]

/**
 * Section indexes a detail page belongs to: the section's path, a slash and at least one character more.
 * Longest prefixes first. The guides' about page (/resources/guides/about) goes back to /resources/guides
 * by the guides row.
 */
const SECTION_INDEXES: ReadonlyArray<{ match: RegExp; target: string }> = [
  { match: /^\/library-program\/./, target: '/library-program' },
  { match: /^\/press\/./, target: '/press' },
  { match: /^\/news\/./, target: '/news' },
  { match: /^\/resources\/guides\/./, target: '/resources/guides' },
  { match: /^\/resources\/notes\/./, target: '/resources/notes' },
]

const pathOnly = (href: string) => href.split(/[?#]/)[0].replace(/(.)\/+$/, '$1')

/** The section index or fixed target for a page, ignoring any stored history. */
export function fallbackCloseTarget(currentPath: string): string {
  const path = pathOnly(currentPath)
  for (const { match, target } of [...FIXED_TARGETS, ...SECTION_INDEXES]) {
    if (match.test(path)) return target
  }
  return '/'
}

/** A stored previous page is usable when it is an in-site path other than the current page. */
function isUsablePrevious(previous: string | null | undefined, currentPath: string): previous is string {
  if (!previous || !previous.startsWith('/') || previous.startsWith('//')) return false
  return pathOnly(previous) !== pathOnly(currentPath)
}

export function closeTarget(currentPath: string, previousPath?: string | null): string {
  return isUsablePrevious(previousPath, currentPath) ? previousPath : fallbackCloseTarget(currentPath)
}
