import { randomBytes, timingSafeEqual } from 'node:crypto'

import { CART_COOKIE_MAX_AGE } from '@/lib/cart/types'
import { readCookieValue } from '@/lib/checkout/buyerCookie'

import { secureCookies } from './cookies'
import { FORM_TOKEN_COOKIE, FORM_TOKEN_SLOT } from './formTokenField'

/**
 * Anti-forgery tokens for the forms that post (double-submit): the visitor's token lives in an HttpOnly
 * cookie and in each form's hidden field, and a form post is taken only when the two agree
 * (src/lib/security/formPost.ts). Another site can make a browser send the cookie, but can neither read it
 * nor set it, so it cannot write the matching field.
 */

const TOKEN_BYTES = 32
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/

export const newFormToken = () => randomBytes(TOKEN_BYTES).toString('base64url')

const isFormToken = (value: unknown): value is string => typeof value === 'string' && WELL_FORMED.test(value)

/** Whether a posted field carries the cookie's token; compared in constant time. */
export function sameFormToken(cookieToken: unknown, fieldToken: unknown): boolean {
  if (!isFormToken(cookieToken) || !isFormToken(fieldToken)) return false
  return timingSafeEqual(Buffer.from(cookieToken), Buffer.from(fieldToken))
}

export function formTokenCookie(token: string, env: Parameters<typeof secureCookies>[0] = process.env): string {
  return [
    `${FORM_TOKEN_COOKIE}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    // SPEC §9's cookie lifetime, as the cart's.
    `Max-Age=${CART_COOKIE_MAX_AGE}`,
    ...(secureCookies(env) ? ['Secure'] : []),
  ].join('; ')
}

const slotText = Buffer.from(FORM_TOKEN_SLOT)
/** Per page body (kept ones are sent again and again): whether it has a slot to fill. */
const slotted = new WeakMap<Buffer, boolean>()

export function hasFormTokenSlot(html: Buffer): boolean {
  let found = slotted.get(html)
  if (found === undefined) {
    found = html.includes(slotText)
    slotted.set(html, found)
  }
  return found
}

/**
 * The page with every empty slot given the visitor's token: the one their cookie holds when it is well
 * formed (so pages open in several tabs agree), else a new one, which `setCookie` then carries.
 */
export function fillFormTokens(
  html: Buffer,
  cookieHeader: string | undefined,
): { html: Buffer; setCookie: string | null } {
  const current = readCookieValue(cookieHeader, FORM_TOKEN_COOKIE)
  const token = isFormToken(current) ? current : newFormToken()
  const filled = html.toString('utf8').replaceAll(FORM_TOKEN_SLOT, `value="${token}"`)
  return { html: Buffer.from(filled, 'utf8'), setCookie: token === current ? null : formTokenCookie(token) }
}
