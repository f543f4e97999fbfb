import { CACHED_ROUTE_SOURCES } from './cachedRoutes'
import { isGateEnabled } from './gate'
import { isCanonicalHostRuleOn, isRedirectedHost } from './hostRule'
import { DEFAULT_LEGACY_PRESS_SLUG, legacyRedirect } from './legacyRedirects'

/**
 * Which requests the proxy (src/proxy.ts) has work for. Next runs a proxy through its own adapter (a Request,
 * an AbortSignal, async-context snapshots, a require per request): about a third of the CPU of serving a
 * cached page, spent on most requests only to return "nothing to do". src/lib/http/proxyIdleMarks.ts, which
 * sees each request before Next, marks those with `PROXY_IDLE_HEADER`, and the proxy's matcher skips them
 * (`missing`). It removes the header from every request first, so a visitor cannot skip the proxy.
 *
 * This is the proxy's chain read as conditions; each middleware added there must add its own here.
 */
export const PROXY_IDLE_HEADER = 'x-art-proxy-idle'

const NO_QUERY = new URLSearchParams()

/** `host`: the one the proxy's host rule reads (X-Forwarded-Host, else Host). */
export type ProxyRequest = { method: string; pathname: string; host: string }

/**
 * A path whose percent-encoding does not decode (`/%E0%A4%A`, `/50%`). Next 16.4 answers it with 500 where a
 * catch-all route exists (vercel/next.js#94278, #92527; docs/upstream.md): the proxy answers 400 first.
 */
export function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

/** The APIs, which the proxy checks for malformed paths only (src/proxy.ts's second matcher). */
export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')

export function proxyHasWork(request: ProxyRequest, env: Record<string, string | undefined>): boolean {
  if (hasMalformedEncoding(request.pathname)) return true
  if (isApiPath(request.pathname)) return false
  return (
    // canonicalHost: a host it redirects, while the rule is on; gate: every path while it is on.
    (isCanonicalHostRuleOn(env) && isRedirectedHost(request.host)) ||
    isGateEnabled(env) ||
    // formPosts: a form posted to a page.
    (request.method !== 'GET' && request.method !== 'HEAD') ||
    // cachedRoutes: its sources, whatever the method (it also removes a visitor's own route header there).
    CACHED_ROUTE_SOURCES.includes(request.pathname) ||
    legacyRedirect(request.pathname, NO_QUERY, env.LEGACY_PRESS_SLUG || DEFAULT_LEGACY_PRESS_SLUG) !== null
  )
}

/** The path Next's matcher reads: the request line's, dot segments resolved. */
export function requestPathname(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://localhost').pathname
  } catch {
    return url ?? '/'
  }
}
