import { NextResponse, type NextRequest } from 'next/server'

import { getSecrets } from '@/lib/config/secrets'
import { GATE_COOKIE, GATE_PAGE_PATH, gateDecision, isGateEnabled } from '@/lib/navigation/gate'
import { canonicalHostRedirect, isCanonicalHostRuleOn } from '@/lib/navigation/hostRule'
import { DEFAULT_LEGACY_PRESS_SLUG, legacyRedirect } from '@/lib/navigation/legacyRedirects'
import { runMiddlewareChain, UnknownMiddlewareError, type Middleware } from '@/lib/navigation/middlewareChain'
import { formPostDecision, formPostRefusedPage, isFormBody } from '@/lib/security/formPost'
import { FORM_TOKEN_COOKIE } from '@/lib/security/formTokenField'

/**
 * Runs before every page request (Next 16 "proxy", Node.js runtime): the production host rule, the
 * legacy path redirects, the pre-launch gate, then the anti-forgery check of forms posted to pages.
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

  // A form posted to a page: taken (303 back to the page) only with the visitor's anti-forgery token.
  formPosts: async (request) => {
    if (request.method !== 'POST') return null
    const contentType = request.headers.get('content-type')
    const fields = isFormBody(contentType) ? await readForm(request) : null
    const decision = formPostDecision({
      method: request.method,
      contentType,
      nextAction: request.headers.get('next-action'),
      fields,
      cookieToken: request.cookies.get(FORM_TOKEN_COOKIE)?.value ?? null,
    })
    if (decision === 'pass') return null
    const page = `${request.nextUrl.pathname}${request.nextUrl.search}`
    const response =
      decision === 'accept'
        ? NextResponse.redirect(new URL(page, request.url), 303)
        : new NextResponse(formPostRefusedPage(page), {
            status: 403,
            statusText: 'Forbidden',
            headers: { 'Content-Type': 'text/html; charset=utf-8' },
          })
    response.headers.set('Cache-Control', 'private, no-store')
    return response
  },
}

const CHAIN = ['canonicalHost', 'legacyRedirects', 'gate', 'formPosts'] as const

/** The posted form's fields, or null when the body is not a readable form. */
async function readForm(request: NextRequest): Promise<Map<string, FormDataEntryValue> | null> {
  try {
    return new Map((await request.clone().formData()).entries())
  } catch {
    return null
  }
}

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
