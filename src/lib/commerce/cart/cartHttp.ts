import 'server-only'

import type { Payload } from 'payload'
import { ZodError, type ZodType } from 'zod'

import { JWT_COOKIE } from '@/lib/auth/authCookie'
import { UnknownLineError } from '@/lib/commerce/cart/lines'
import { bracketsToObject, describeIssues } from '@/lib/commerce/cart/requestSchema'
import { CART_COOKIE, CART_COOKIE_MAX_AGE } from '@/lib/commerce/cart/types'
import { databaseUnavailableResponse, isDatabaseUnavailable } from '@/lib/availability/database'
import { parseJsonRefusingPrototypes, readBodyText, refusalResponse, RequestRefusedError } from '@/lib/http/requestBody'
import { getPayloadClient } from '@/lib/payload'
import { isPaymentServiceUnavailable, PAYMENT_RETRY_AFTER_SECONDS, PAYMENT_UNAVAILABLE_MESSAGE } from '@/lib/commerce/payments/unavailable'

import { CartNotFoundError, type CartOwner } from './cartService'
import { requestViewer } from '../../auth/requestViewer'

/** Payload's own session cookie (its REST login sets it; the `jwt` cookie is the site's login). */
const PAYLOAD_COOKIE = 'payload-token'

/** Query keys the SPEC §7 paths carry that are not parameters (`/?action=commerce/cart/...`). */
const IGNORED_KEYS = new Set(['action', 'CRAFT_CSRF_TOKEN'])

function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie') ?? ''
  const part = header.split(/;\s*/).find((candidate) => candidate.startsWith(`${name}=`))
  return part ? decodeURIComponent(part.slice(name.length + 1)) || null : null
}

/**
 * The call's parameters from the query string and the body (JSON, or form-encoded with bracketed names),
 * the body winning. A body that is neither answers 400 through validation; one past the size limit 413, and
 * any parameter or key naming a prototype 400 (src/lib/http/requestBody.ts).
 */
export async function readParams(request: Request): Promise<unknown> {
  const entries: [string, string][] = [...new URL(request.url).searchParams]
  let json: Record<string, unknown> = {}
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const type = request.headers.get('content-type') ?? ''
    const text = await readBodyText(request)
    if (text.trim()) {
      if (type.includes('application/json')) {
        const parsed = parseJsonRefusingPrototypes(text)
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BadRequestError('The body must be a JSON object')
        json = parsed as Record<string, unknown>
      } else entries.push(...new URLSearchParams(text))
    }
  }
  const merged: Record<string, unknown> = { ...bracketsToObject(entries.filter(([key]) => !IGNORED_KEYS.has(key))), ...json }
  for (const key of IGNORED_KEYS) delete merged[key]
  return merged
}

class BadRequestError extends Error {}

export function parseWith<T>(schema: ZodType<T>, params: unknown): T {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw parsed.error
  return parsed.data
}

/** Whether the request could belong to anyone: without a cart cookie or a login there is no cart to read. */
export function mayHaveCart(request: Request): boolean {
  return !!(
    readCookie(request, CART_COOKIE) ||
    readCookie(request, JWT_COOKIE) ||
    readCookie(request, PAYLOAD_COOKIE) ||
    request.headers.get('authorization')
  )
}

export async function cartOwner(payload: Payload, request: Request): Promise<CartOwner> {
  return { viewer: await requestViewer(payload, request.headers), cookieNumber: readCookie(request, CART_COOKIE) }
}

const secure = () => process.env.NODE_ENV === 'production' && !/^http:\/\//.test(process.env.SERVER_URL ?? '')
const cookieAttributes = (maxAge: number) =>
  ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`, ...(secure() ? ['Secure'] : [])].join('; ')

/** The guest cart's cookie (SPEC §3/§4: set when the returned number differs from the one the browser sent). */
export function cartCookieHeaders(request: Request, owner: CartOwner, number: string | null): HeadersInit {
  if (owner.viewer.account) return {}
  const sent = readCookie(request, CART_COOKIE)
  if (number && number !== sent) return { 'Set-Cookie': `${CART_COOKIE}=${number}; ${cookieAttributes(CART_COOKIE_MAX_AGE)}` }
  if (!number && sent) return { 'Set-Cookie': `${CART_COOKIE}=; ${cookieAttributes(0)}` }
  return {}
}

export const json = (body: unknown, status = 200, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/**
 * Runs a cart call: bad input answers 400 with what was wrong, an unknown or foreign cart 404, Stripe out of
 * reach 503 with a message the buyer can act on, the database out of reach 503 too (Retry-After), and only a
 * real fault 500 (logged).
 */
export async function handleCartCall(label: string, run: (payload: Payload) => Promise<Response>): Promise<Response> {
  let payload: Payload | undefined
  try {
    payload = await getPayloadClient()
    return await run(payload)
  } catch (error) {
    if (error instanceof RequestRefusedError) return refusalResponse(error)
    if (error instanceof ZodError) return json({ error: describeIssues(error) }, 400)
    if (error instanceof SyntaxError || error instanceof BadRequestError) return json({ error: error.message }, 400)
    if (error instanceof UnknownLineError) return json({ error: error.message }, 400)
    if (error instanceof CartNotFoundError) return json({ error: 'Cart not found' }, 404)
    if (isPaymentServiceUnavailable(error)) {
      payload?.logger.warn({ err: error }, `${label}: the payment service is unavailable`)
      return json({ error: PAYMENT_UNAVAILABLE_MESSAGE }, 503, { 'Retry-After': String(PAYMENT_RETRY_AFTER_SECONDS) })
    }
    if (isDatabaseUnavailable(error)) {
      payload?.logger.warn({ err: error }, `${label}: the database is unavailable`)
      return databaseUnavailableResponse()
    }
    payload?.logger.error({ err: error }, `${label} failed`)
    return json({ error: 'An error occurred.' }, 500)
  }
}
