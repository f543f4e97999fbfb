/**
 * Where to send a visitor after login: the `next` path when it is a path on this site, else the fallback.
 * Refuses anything a browser could resolve to another origin ('//evil.example', '/\evil.example',
 * 'https://…', 'javascript:…') and control characters, so `?next=` can never become an open redirect.
 */
export function safeReturnPath(next: string | null | undefined, fallback = '/library-program'): string {
  if (!next || next.length > 2000) return fallback
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return fallback
  try {
    const url = new URL(next, 'http://same.site')
    if (url.origin !== 'http://same.site') return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}
