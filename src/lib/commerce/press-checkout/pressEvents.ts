import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { generateNumber } from '../orders/orderNumber'
import { afterCommit } from '../../db/afterCommit'
import { queueOrderPlacedEmails } from '../orders/placedEmail'
import { runInRequest, sql } from '../orders/requestSql'
import type { StripeEventHandler } from '../payments/webhooks'
import type { PressCheckout } from '../../../payload-types'
import {
  findCheckout,
  hasNewerCheckout,
  holdForDelayedPayment,
  moveStatus,
  recordOrder,
  releaseCheckout,
  retakeCopies,
} from './checkoutRecords'
import { paidSessionAction, type CheckoutStatus } from './paidSession'
import { paymentIntentOf, pressOrderData } from './pressOrder'
import { queueRefundNotice, type RefundReason } from './refundNotice'
import { PRESS_PURPOSE } from './sessionParams'

/**
 * Press orders from Stripe's checkout events (and the local test checkout, which emits the same events).
 * A paid session settles its own checkout record (press-checkouts), never the cart: the order holds what that
 * session priced and reserved, or, when its copies were no longer held for it, the payment is recorded for a
 * refund (paidSession.ts). One outcome per session whatever the order, number or timing of the deliveries:
 * the record leaves each status by a conditional update, and the order's idempotencyKey (the session id) is
 * unique besides.
 */

/** Another request moved the record between reading and claiming it: the delivery fails and Stripe retries. */
class CheckoutChangedError extends Error {
  constructor(record: PressCheckout) {
    super(`Press checkout ${record.sessionId} changed while its payment was being recorded; the event will be retried`)
  }
}

/** Moves the record on from the status it was read in, with the payment's reference; answers it as it now is. */
async function claim(
  req: PayloadRequest,
  record: PressCheckout,
  to: CheckoutStatus,
  session: Stripe.Checkout.Session,
): Promise<PressCheckout> {
  const paymentIntentId = paymentIntentOf(session)
  if (!(await moveStatus(req, record.id, record.status, to, paymentIntentId))) throw new CheckoutChangedError(record)
  return { ...record, status: to, paymentIntentId }
}

async function numberIsFree(req: PayloadRequest, number: string) {
  const { totalDocs } = await req.payload.count({
    collection: 'orders',
    where: { number: { equals: number } },
    overrideAccess: true,
    req,
  })
  return totalDocs === 0
}

/**
 * The paid order from the record (already claimed as fulfilled), its two emails stored as jobs; the cart is
 * completed unless the buyer has since opened a newer checkout of it, which the cart now stands for.
 */
async function makeOrder(req: PayloadRequest, record: PressCheckout, event: Stripe.Event) {
  const payload = req.payload
  const session = event.data.object as Stripe.Checkout.Session
  const number =
    record.cartNumber && (await numberIsFree(req, record.cartNumber)) ? record.cartNumber : generateNumber()
  const order = await payload.create({
    collection: 'orders',
    req,
    overrideAccess: true,
    depth: 0,
    data: pressOrderData(record, session, { number, dateOrdered: new Date(event.created * 1000).toISOString() }),
  })
  await recordOrder(req, record.id, order.id)
  const cartId = record.cart && typeof record.cart === 'object' ? record.cart.id : record.cart
  if (cartId && !(await hasNewerCheckout(req, record)))
    await payload.update({
      collection: 'carts',
      where: { id: { equals: cartId }, status: { equals: 'active' } },
      req,
      overrideAccess: true,
      depth: 0,
      data: { status: 'completed', lineItems: [], totalQty: 0 },
    })
  const jobIds = await queueOrderPlacedEmails(req, order.id)
  await afterCommit(req, `Press order ${order.number} emails`, async () => {
    for (const id of jobIds) await payload.jobs.runByID({ id })
  })
}

async function markRefundDue(req: PayloadRequest, record: PressCheckout, reason: RefundReason) {
  req.payload.logger.warn(`Press checkout ${record.sessionId} was paid but made no order (${reason}); refund due`)
  await queueRefundNotice(req, record, reason)
}

/** A payment nothing here reserved for: recorded with what Stripe says, so that staff refund it. */
async function recordUnknownPayment(req: PayloadRequest, session: Stripe.Checkout.Session) {
  const record = await req.payload.create({
    collection: 'press-checkouts',
    req,
    overrideAccess: true,
    depth: 0,
    data: {
      sessionId: session.id,
      status: 'refundDue',
      cartNumber: session.metadata?.cartNumber || null,
      paymentIntentId: paymentIntentOf(session),
      total: session.amount_total ?? 0,
      email: session.customer_details?.email || session.customer_email || null,
    },
  })
  await markRefundDue(req, record, 'unknown')
}

async function settlePaid(event: Stripe.Event, req: PayloadRequest): Promise<void> {
  const session = event.data.object as Stripe.Checkout.Session
  const record = await findCheckout(req, session.id)
  switch (paidSessionAction(record?.status)) {
    case 'fulfil':
      await makeOrder(req, await claim(req, record!, 'fulfilled', session), event)
      return
    case 'retake':
      // All of its own lines or none; a failed claim afterwards rolls the taking back with the transaction.
      if (await retakeCopies(req, record!)) await makeOrder(req, await claim(req, record!, 'fulfilled', session), event)
      else await markRefundDue(req, await claim(req, record!, 'refundDue', session), 'outOfStock')
      return
    case 'refund':
      await markRefundDue(req, await claim(req, record!, 'refundDue', session), 'superseded')
      return
    case 'recordUnknown':
      await recordUnknownPayment(req, session)
      return
    case 'none':
      return
  }
}

/** Expired, or a delayed payment failed: the copies go back (once; nothing if it was paid or replaced). */
async function release(event: Stripe.Event, req: PayloadRequest): Promise<void> {
  const record = await findCheckout(req, (event.data.object as Stripe.Checkout.Session).id)
  if (record) await releaseCheckout(req, record, 'released')
}

export const pressEventHandler: StripeEventHandler = {
  name: 'press-orders',
  async handle(_payload, event, req) {
    const object = event.data.object as { object?: string; metadata?: Stripe.Metadata | null }
    if (object.object !== 'checkout.session' || object.metadata?.purpose !== PRESS_PURPOSE) return false
    const session = event.data.object as Stripe.Checkout.Session
    switch (event.type) {
      case 'checkout.session.completed':
        // A delayed payment method (a bank debit) completes unpaid and its outcome event decides, days later
        // perhaps: the copies stay reserved until then instead of lapsing with the 30-minute timeout.
        if (session.payment_status === 'unpaid') await holdForDelayedPayment(req, session.id)
        else await settlePaid(event, req)
        return true
      case 'checkout.session.async_payment_succeeded':
        await settlePaid(event, req)
        return true
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        await release(event, req)
        return true
      default:
        return false
    }
  },
}

/**
 * A payment recorded for refund that staff refunded in full in the Stripe dashboard: its checkout is marked
 * refunded, so the list of refunds due empties as they are made. (A refunded order is handled by order-refunds.)
 */
export const pressRefundEventHandler: StripeEventHandler = {
  name: 'press-checkout-refunds',
  async handle(_payload, event, req) {
    if (event.type !== 'charge.refunded') return false
    const charge = event.data.object as Stripe.Charge
    const paymentIntentId =
      typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
    const fullyRefunded = charge.refunded || (charge.amount > 0 && (charge.amount_refunded ?? 0) >= charge.amount)
    if (!paymentIntentId || !fullyRefunded) return false
    const refunded = await runInRequest(
      req,
      sql`UPDATE press_checkouts SET status = ${'refunded'}
          WHERE payment_intent_id = ${paymentIntentId} AND status = ${'refundDue'}`,
    )
    return refunded > 0
  },
}
