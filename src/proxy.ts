import { NextResponse, type NextRequest } from 'next/server'

import { isDuringOutage, outageResponse } from '@/lib/availability/outage'
import { getSecrets } from '@/lib/config/secrets'
import { GATE_COOKIE, GATE_PAGE_PATH, gateDecision, isGateEnabled } from '@/lib/navigation/gate'
import { canonicalHostRedirect, isCanonicalHostRuleOn } from '@/lib/navigation/hostRule'
import { DEFAULT_LEGACY_PRESS_SLUG, legacyRedirect } from '@/lib/navigation/legacyRedirects'
import { runMiddlewareChain, UnknownMiddlewareError, type Middleware } from '@/lib/navigation/middlewareChain'
import { contentSecurityPolicy } from '@/lib/security/headers.mjs'
import { NONCE_HEADER } from '@/lib/security/nonce'

/**
 * Runs before every page request (Next 16 "proxy", Node.js runtime): the production host rule, the
 * legacy path redirects and the pre-launch gate, and gives every page its Content-Security-Policy nonce.
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
    // The request's headers carry this response's nonce to the gate page's rendering.
    const response = NextResponse.rewrite(new URL(GATE_PAGE_PATH, request.url), {
      request: { headers: request.headers },
    })
    // Whatever a cache stores for this URL must not be the gate for everyone else, nor the page for the gated.
    response.headers.set('Cache-Control', 'private, no-store')
    return response
  },

}

const CHAIN = ['canonicalHost', 'legacyRedirects', 'gate'] as const

const ADMIN_PATH = /^\/admin(?:\/|$)/
const SHAREABLE_METHODS = new Set(['GET', 'HEAD'])
const SHARED_CACHE_SECONDS = 1

/**
 * Every page's Content-Security-Policy, with a nonce of its own (Next's documented mechanism:
 * https://nextjs.org/docs/app/guides/content-security-policy). The policy goes on the request, where Next reads
 * the nonce and writes it into its scripts (the root layout reads it too, `NONCE_HEADER`), and on the response,
 * where it replaces next.config's policy without a nonce.
 */
function withNonce(request: NextRequest): string {
  const nonce = btoa(crypto.randomUUID())
  const policy = contentSecurityPolicy({
    target: ADMIN_PATH.test(request.nextUrl.pathname) ? 'admin' : 'site',
    nonce,
    dev: process.env.NODE_ENV !== 'production',
  })
  request.headers.set('content-security-policy', policy)
  request.headers.set(NONCE_HEADER, nonce)
  return policy
}

/** The 503 a page request gets while the database is out of reach (src/lib/availability/outage.ts). */
function outageAnswer(request: NextRequest): NextResponse {
  const { headers, body } = outageResponse({
    path: `${request.nextUrl.pathname}${request.nextUrl.search}`,
    accept: request.headers.get('accept'),
  })
  return new NextResponse(body, { status: 503, headers })
}

export async function proxy(request: NextRequest) {
  if (isDuringOutage(Date.now())) return outageAnswer(request)
  const policy = withNonce(request)
  try {
    // The admin is Payload's: only its policy comes from here.
    const isAdmin = ADMIN_PATH.test(request.nextUrl.pathname)
    const answered = isAdmin ? null : await runMiddlewareChain(CHAIN, MIDDLEWARES, request)
    const response = answered ?? NextResponse.next({ request: { headers: request.headers } })
    response.headers.set('content-security-policy', policy)
    // A public page rendered as it is for everyone (no redirect, no gate) may be kept one second by a shared
    // cache in front (the cluster's nginx, a CDN). Next marks every page `no-store` now that each carries its
    // own nonce, so the mark goes in the targeted header for such caches (RFC 9213); browsers never keep it.
    // Whose request it is (a login, draft mode, the gate pass) the cache reads from the cookies itself.
    if (!answered && !isAdmin && SHAREABLE_METHODS.has(request.method)) {
      response.headers.set('CDN-Cache-Control', `max-age=${SHARED_CACHE_SECONDS}`)
    }
    return response
  } catch (error) {
    if (error instanceof UnknownMiddlewareError) return new NextResponse(error.message, { status: error.status })
    throw error
  }
}

export const config = {
  matcher: [
    // Pages and the admin's pages; never the APIs or Next's own assets (whole segments only: /apis is a page).
    '/((?!api(?:/|$)|_next/static|_next/image|_next/data|favicon\\.ico).*)',
  ],
}
