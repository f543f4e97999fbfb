import 'server-only'

import type { Payload } from 'payload'

import type { Order } from '../../../payload-types'
import { readCookie } from '../../http/cookies'
import { findOrderByNumber } from '../orders/orderAccess'
import { BUYER_COOKIE, paidNumbers } from './buyerCookie'
import { buyerOrderState } from './orderPageState'

export type BuyerOrderView = { state: 'order'; order: Order } | { state: 'confirming' } | { state: 'notFound' }

/**
 * /cart/order/{number} for the browser that paid (its signed cookie names the number): the press order, or
 * 'confirming' while Stripe's webhook has not created it yet (see buyerOrderState).
 */
export async function findPressOrderForBuyer(
  payload: Payload,
  number: string,
  cookieHeader: string | null,
  sessionId: string | null,
): Promise<BuyerOrderView> {
  const numbers = paidNumbers(readCookie(cookieHeader, BUYER_COOKIE))
  if (!numbers.includes(number)) return { state: 'notFound' }
  const order = await findOrderByNumber(payload, number)
  const state = buyerOrderState({ number, paidNumbers: numbers, sessionId, order })
  if (state === 'order' && order) return { state, order }
  return state === 'confirming' ? { state } : { state: 'notFound' }
}
