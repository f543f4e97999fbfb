import crypto from 'node:crypto'

import { getSecrets } from '../../config/secrets'

/**
 * Remembers in the browser which press orders it paid for, so /cart/order/{number} shows them without the
 * email: a list of order numbers with an HMAC over it (the server's secret), set when checkout starts.
 */
export const BUYER_COOKIE = 'art_press_orders'
export const BUYER_COOKIE_MAX_AGE = 60 * 60 * 24 * 90
const KEEP = 10

const sign = (body: string) =>
  crypto.createHmac('sha256', getSecrets().payloadSecret).update(`press-orders:${body}`).digest('base64url')

/** The order numbers a cookie value vouches for (none when it is missing or forged). */
export function paidNumbers(value: string | null | undefined): string[] {
  if (!value) return []
  const dot = value.lastIndexOf('.')
  if (dot < 1) return []
  const body = value.slice(0, dot)
  const signature = Buffer.from(value.slice(dot + 1))
  const expected = Buffer.from(sign(body))
  if (signature.length !== expected.length || !crypto.timingSafeEqual(signature, expected)) return []
  return body.split('-').filter(Boolean)
}

/** The cookie value vouching for `number` too (newest first, the last ten kept). */
export function withPaidNumber(value: string | null | undefined, number: string): string {
  const body = [number, ...paidNumbers(value).filter((n) => n !== number)].slice(0, KEEP).join('-')
  return `${body}.${sign(body)}`
}
