/** Any origin stands in for the site's own: only whether a path stays on it matters. */
const SITE = 'http://same.site'

/**
 * Where to send a visitor after login: the `next` path when it is a path on this site, else the fallback.
 * `next` is resolved against the site's origin and kept only when the result is on it; the path returned is
 * resolved once more by the browser, so it must not start with '//' either ('/..//evil.example' resolves to
 * '//evil.example', which a browser reads as another host). Backslashes (which browsers read as slashes)
 * and control characters (which URL parsers drop) are refused before parsing.
 */
export function safeReturnPath(next: string | null | undefined, fallback = '/library-program'): string {
  if (!next || next.length > 2000) return fallback
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return fallback
  if (!next.startsWith('/') || next.startsWith('//')) return fallback
  let url: URL
  try {
    // Stryker disable BlockStatement: the catch is unreachable, a path starting with a single '/' always parses against SITE; kept as a guard
    url = new URL(next, SITE)
  } catch {
    return fallback
  }
  // Stryker restore BlockStatement
  // Stryker disable next-line ConditionalExpression: unreachable while the checks above hold, a path starting with a single '/' keeps SITE's origin; kept as a guard
  if (url.origin !== SITE) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  return path.startsWith('//') ? fallback : path
}
