import type { Payload, PayloadRequest } from 'payload'

import { runInRequest, sql } from '../orders/requestSql'
import { putBackCopies } from '../orders/returnStock'
import { takeLines } from '../orders/stock'
import type { PressCheckout } from '../../../payload-types'
import type { CheckoutStatus } from './paidSession'
import { linesOf } from './pressOrder'

/**
 * The press checkout records (collection press-checkouts), one per checkout session. Every change of status is
 * one conditional UPDATE (`… WHERE status = <expected>`) in the caller's transaction, the one that also moves
 * the stock: of two requests racing over a record (a payment and a newer 'Pay', an expiry and the timeout sweep,
 * two deliveries of one event), exactly one changes it; on PostgreSQL the other waits for the row and then finds
 * the status moved on, on SQLite writes are serialised.
 */

export async function findCheckout(req: PayloadRequest, sessionId: string): Promise<PressCheckout | null> {
  const { docs } = await req.payload.find({
    collection: 'press-checkouts',
    where: { sessionId: { equals: sessionId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/** The cart's checkouts whose copies are still held (normally one: the latest 'Pay'). */
export async function openCheckoutsOf(payload: Payload, cartId: number): Promise<PressCheckout[]> {
  const { docs } = await payload.find({
    collection: 'press-checkouts',
    where: { cart: { equals: cartId }, status: { equals: 'reserved' } },
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** Whether the session's copies are still held for it, so that paying it would make an order. */
export async function sessionIsOpen(payload: Payload, sessionId: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'press-checkouts',
    where: { sessionId: { equals: sessionId }, status: { equals: 'reserved' } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Moves the record from one status to another; false when it was no longer in `from` (someone else moved it). */
export async function moveStatus(
  req: PayloadRequest,
  id: number,
  from: CheckoutStatus,
  to: CheckoutStatus,
  paymentIntentId?: string | null,
): Promise<boolean> {
  const moved = await runInRequest(
    req,
    paymentIntentId === undefined
      ? sql`UPDATE press_checkouts SET status = ${to}, reserved_until = ${null} WHERE id = ${id} AND status = ${from}`
      : sql`UPDATE press_checkouts SET status = ${to}, reserved_until = ${null}, payment_intent_id = ${paymentIntentId}
            WHERE id = ${id} AND status = ${from}`,
  )
  return moved === 1
}

/**
 * Ends a reservation, once: the record leaves 'reserved' by a conditional update and only then are its own
 * copies put back. False when it had already been paid, released or replaced.
 */
export async function releaseCheckout(
  req: PayloadRequest,
  record: PressCheckout,
  to: Extract<CheckoutStatus, 'released' | 'superseded'>,
): Promise<boolean> {
  if (!(await moveStatus(req, record.id, 'reserved', to))) return false
  for (const line of linesOf(record)) if (line.book !== null) await putBackCopies(req, line.book, line.sku, line.qty)
  return true
}

/**
 * Takes a released record's own copies out of stock again, all or none; false when any line is short (or its
 * book has been deleted).
 */
export async function retakeCopies(req: PayloadRequest, record: PressCheckout): Promise<boolean> {
  const lines = linesOf(record)
  const takeable = lines.flatMap(({ book, ...line }) => (book === null ? [] : [{ ...line, book }]))
  return takeable.length === lines.length && (await takeLines(req, takeable)).length === 0
}

/** Records the session id once the session exists; false when the reservation ended meanwhile. */
export async function recordSessionId(req: PayloadRequest, id: number, sessionId: string): Promise<boolean> {
  const recorded = await runInRequest(
    req,
    sql`UPDATE press_checkouts SET session_id = ${sessionId} WHERE id = ${id} AND status = ${'reserved'}`,
  )
  return recorded === 1
}

/**
 * A delayed payment method (a bank debit) completed the session unpaid: its outcome event decides, days later
 * perhaps, so the copies stay held past the timeout instead of lapsing.
 */
export async function holdForDelayedPayment(req: PayloadRequest, sessionId: string): Promise<void> {
  await runInRequest(
    req,
    sql`UPDATE press_checkouts SET reserved_until = ${null} WHERE session_id = ${sessionId} AND status = ${'reserved'}`,
  )
}

export async function recordOrder(req: PayloadRequest, id: number, orderId: number): Promise<void> {
  await runInRequest(req, sql`UPDATE press_checkouts SET order_id = ${orderId} WHERE id = ${id}`)
}

/** Whether a newer 'Pay' of the same cart was made after this one. */
export async function hasNewerCheckout(req: PayloadRequest, record: PressCheckout): Promise<boolean> {
  const cartId = record.cart && typeof record.cart === 'object' ? record.cart.id : record.cart
  if (!cartId) return false
  const { totalDocs } = await req.payload.count({
    collection: 'press-checkouts',
    where: { cart: { equals: cartId }, id: { greater_than: record.id } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}
