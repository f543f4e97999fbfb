/**
 * The pre-launch gate ("faux wall", SPEC §2): outside production every page first asks for a passphrase.
 * Pure decisions; the proxy (src/proxy.ts) and the unlock route apply them on the server.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { hasLivePreviewFlag } from './legacyRedirects'

export const GATE_COOKIE = 'art-fauxwall'
/** 7 days (SPEC §9). */
export const GATE_COOKIE_MAX_AGE_S = 604800
/** The internal route the proxy rewrites gated requests to; the browser keeps its own URL. */
export const GATE_PAGE_PATH = '/gate'
/** Where the gate form posts the passphrase. */
const GATE_UNLOCK_PATH = '/gate/unlock'

/** SITE_ENV=staging (or any value but production) turns the gate on; production or unset leaves it off. */
export function isGateEnabled(env: Record<string, string | undefined>): boolean {
  const siteEnv = env.SITE_ENV?.trim().toLowerCase()
  return Boolean(siteEnv) && siteEnv !== 'production'
}

/** Paths the gate never covers: the admin, the APIs, Next's assets, static files and the gate itself. */
export function isGateExempt(pathname: string): boolean {
  if (/^\/(admin|api|_next)(\/|$)/.test(pathname)) return true
  if (pathname === GATE_PAGE_PATH || pathname === GATE_UNLOCK_PATH) return true
  // Files such as /favicon.ico, /robots.txt, /sitemap.xml, /images/x.png.
  return /\/[^/]+\.[a-z0-9]{2,5}$/i.test(pathname)
}

/**
 * The cookie holds an HMAC of the passphrase, never the passphrase itself, so a leaked cookie does not
 * reveal it and changing the passphrase invalidates every old cookie.
 */
export function gateCookieValue(passphrase: string, key: string): string {
  return createHmac('sha256', key).update(`art-fauxwall:${passphrase}`).digest('base64url')
}

const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export function isPassphraseCorrect(given: string, passphrase: string): boolean {
  return safeEqual(given.trim(), passphrase)
}

export function hasGateCookie(cookieValue: string | undefined, passphrase: string, key: string): boolean {
  return Boolean(cookieValue) && safeEqual(cookieValue as string, gateCookieValue(passphrase, key))
}

export type GateDecision = 'pass' | 'gate'

/** Whether a request may see the page or must be shown the gate. */
export function gateDecision(input: {
  enabled: boolean
  pathname: string
  search: URLSearchParams
  cookieValue: string | undefined
  passphrase: string
  key: string
}): GateDecision {
  if (!input.enabled || isGateExempt(input.pathname)) return 'pass'
  if (hasLivePreviewFlag(input.search)) return 'pass'
  return hasGateCookie(input.cookieValue, input.passphrase, input.key) ? 'pass' : 'gate'
}
