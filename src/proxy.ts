import { NextResponse, type NextRequest } from 'next/server'

import { getSecrets } from '@/lib/config/secrets'
import { GATE_COOKIE, GATE_PAGE_PATH, gateDecision, isGateEnabled } from '@/lib/navigation/gate'
import { CACHED_ROUTE_HEADER, CACHED_ROUTE_SOURCES, cachedRoutePath } from '@/lib/navigation/cachedRoutes'
import { canonicalHostRedirect, isCanonicalHostRuleOn } from '@/lib/navigation/hostRule'
import { DEFAULT_LEGACY_PRESS_SLUG, legacyRedirect } from '@/lib/navigation/legacyRedirects'
import { runMiddlewareChain, UnknownMiddlewareError, type Middleware } from '@/lib/navigation/middlewareChain'

/**
 * Runs before every page request (Next 16 "proxy", Node.js runtime): the production host rule, the
 * legacy path redirects, the pre-launch gate, then the cached routes of the catalogues, /search and the paginated lists.
 * Each is a named middleware; the order is below.
 */
const MIDDLEWARES: Record<string, Middleware<NextRequest, NextResponse>> = {
  canonicalHost: (request) => {
    if (!isCanonicalHostRuleOn(process.env)) return null
    const host = request.headers.get('x-forwarded-host') || request.headers.get('host') || ''
    const target = canonicalHostRedirect(request.nextUrl, host)
    return target ? NextResponse.redirect(target, 308) : null
  },

  legacyRedirects: (request) => {
    const pressSlug = process.env.LEGACY_PRESS_SLUG || DEFAULT_LEGACY_PRESS_SLUG
    const redirect = legacyRedirect(request.nextUrl.pathname, request.nextUrl.searchParams, pressSlug)
    return redirect ? NextResponse.redirect(new URL(redirect.location, request.url), redirect.status) : null
  },

  gate: (request) => {
    const enabled = isGateEnabled(process.env)
    if (!enabled) return null
    const { fauxwallPassphrase, payloadSecret } = getSecrets()
    const decision = gateDecision({
      enabled,
      pathname: request.nextUrl.pathname,
      search: request.nextUrl.searchParams,
      cookieValue: request.cookies.get(GATE_COOKIE)?.value,
      passphrase: fauxwallPassphrase,
      key: payloadSecret,
    })
    if (decision === 'pass') return null
    const response = NextResponse.rewrite(new URL(GATE_PAGE_PATH, request.url))
    // Whatever a cache stores for this URL must not be the gate for everyone else, nor the page for the gated.
    response.headers.set('Cache-Control', 'private, no-store')
    return response
  },

  // Serves catalogue, search and list URLs from their cached routes: names the route in a request header
  // that next.config.mjs rewrites by (src/lib/navigation/cachedRoutes.ts says why not a proxy rewrite).
  cachedRoutes: (request) => {
    if (!CACHED_ROUTE_SOURCES.includes(request.nextUrl.pathname)) return null
    const headers = new Headers(request.headers)
    // A visitor's own header never picks the page.
    headers.delete(CACHED_ROUTE_HEADER)
    const cacheable = request.method === 'GET' || request.method === 'HEAD'
    const target = cacheable ? cachedRoutePath(request.nextUrl.pathname, request.nextUrl.searchParams) : null
    if (target) headers.set(CACHED_ROUTE_HEADER, target)
    return NextResponse.next({ request: { headers } })
  },
}

const CHAIN = ['canonicalHost', 'legacyRedirects', 'gate', 'cachedRoutes'] as const

export async function proxy(request: NextRequest) {
  try {
    return (await runMiddlewareChain(CHAIN, MIDDLEWARES, request)) ?? NextResponse.next()
  } catch (error) {
    if (error instanceof UnknownMiddlewareError) return new NextResponse(error.message, { status: error.status })
    throw error
  }
}

export const config = {
  matcher: [
    // Never the admin, the APIs or Next's own assets (whole segments only: /apis is a page).
    '/((?!(?:admin|api)(?:/|$)|_next/static|_next/image|_next/data|favicon\\.ico).*)',
  ],
}
