import 'server-only'

import type { Payload } from 'payload'

import type { Order } from '../../payload-types'
import { BUYER_COOKIE, paidNumbers, readCookieValue } from './buyerCookie'

/** A press order for the browser that paid for it (its signed cookie names the number), else null. */
export async function findPressOrderForBuyer(
  payload: Payload,
  number: string,
  cookieHeader: string | null,
): Promise<Order | null> {
  if (!paidNumbers(readCookieValue(cookieHeader, BUYER_COOKIE)).includes(number)) return null
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ number: { equals: number } }, { type: { equals: 'press' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
