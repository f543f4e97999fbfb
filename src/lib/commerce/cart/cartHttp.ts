import 'server-only'

import type { Payload } from 'payload'

import { JWT_COOKIE } from '@/lib/auth/authCookie'
import { requestViewer } from '@/lib/auth/requestViewer'
import { bracketsToObject } from '@/lib/commerce/cart/requestSchema'
import { CART_COOKIE, CART_COOKIE_MAX_AGE } from '@/lib/commerce/cart/types'
import { requestCookie, setCookieHeader } from '@/lib/http/cookies'
import { HttpError } from '@/lib/http/errors'
import { parseJsonRefusingPrototypes, readBodyText } from '@/lib/http/requestBody'

import type { CartOwner } from './cartService'

/** Payload's own session cookie (its REST login sets it; the `jwt` cookie is the site's login). */
const PAYLOAD_COOKIE = 'payload-token'

/** Query keys the SPEC §7 paths carry that are not parameters (`/?action=commerce/cart/...`). */
const IGNORED_KEYS = new Set(['action', 'CRAFT_CSRF_TOKEN'])

/**
 * The input of a SPEC §7 cart call (the route helper's `read`): the query string and the body (JSON, or
 * form-encoded with bracketed names), the body winning. A JSON body that is not an object answers 400; one past
 * the size limit 413, and any parameter or key naming a prototype 400 (src/lib/http/requestBody.ts).
 */
export async function readCartParams(request: Request): Promise<unknown> {
  const entries: [string, string][] = [...new URL(request.url).searchParams]
  let json: Record<string, unknown> = {}
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const type = request.headers.get('content-type') ?? ''
    const text = await readBodyText(request)
    if (text.trim()) {
      if (type.includes('application/json')) json = jsonObject(text)
      else entries.push(...new URLSearchParams(text))
    }
  }
  const merged: Record<string, unknown> = { ...bracketsToObject(entries.filter(([key]) => !IGNORED_KEYS.has(key))), ...json }
  for (const key of IGNORED_KEYS) delete merged[key]
  return merged
}

function jsonObject(text: string): Record<string, unknown> {
  let parsed: unknown
  try {
    parsed = parseJsonRefusingPrototypes(text)
  } catch (error) {
    if (error instanceof SyntaxError) throw new HttpError(400, error.message)
    throw error
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new HttpError(400, 'The body must be a JSON object')
  return parsed as Record<string, unknown>
}

/** Whether the request could belong to anyone: without a cart cookie or a login there is no cart to read. */
export function mayHaveCart(request: Request): boolean {
  return !!(
    requestCookie(request, CART_COOKIE) ||
    requestCookie(request, JWT_COOKIE) ||
    requestCookie(request, PAYLOAD_COOKIE) ||
    request.headers.get('authorization')
  )
}

export async function cartOwner(payload: Payload, request: Request): Promise<CartOwner> {
  return { viewer: await requestViewer(payload, request.headers), cookieNumber: requestCookie(request, CART_COOKIE) }
}

/** The guest cart's cookie (SPEC §3/§4: set when the returned number differs from the one the browser sent). */
export function cartCookieHeaders(request: Request, owner: CartOwner, number: string | null): HeadersInit {
  if (owner.viewer.account) return {}
  const sent = requestCookie(request, CART_COOKIE)
  if (number && number !== sent) return { 'Set-Cookie': setCookieHeader(CART_COOKIE, number, CART_COOKIE_MAX_AGE) }
  if (!number && sent) return { 'Set-Cookie': setCookieHeader(CART_COOKIE, '', 0) }
  return {}
}
