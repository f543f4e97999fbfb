import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { generateNumber } from '../cart/orderNumber'
import { afterCommit } from '../orders/afterCommit'
import { queueOrderPlacedEmails } from '../orders/placedEmail'
import { runInRequest, sql } from '../orders/requestSql'
import { takeStock } from '../orders/stock'
import type { StripeEventHandler } from '../payments/webhooks'
import type { Cart, Order } from '../../payload-types'
import { releaseReservationIn, reservedLinesOf } from './pressCheckout'
import { PRESS_PURPOSE } from './sessionParams'

/**
 * Press orders from Stripe's checkout events (and the local test checkout, which emits the same events).
 * One paid order per session, whatever the order, number or timing of the deliveries: the order's
 * idempotencyKey is the session id (unique), and the cart's reservation is claimed by a conditional update.
 */

const orderKeyOf = (sessionId: string) => `press:${sessionId}`
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)
const cents = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0)

async function findOrder(payload: Payload, req: PayloadRequest, sessionId: string): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { idempotencyKey: { equals: orderKeyOf(sessionId) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

async function findCart(payload: Payload, req: PayloadRequest, number: string | undefined): Promise<Cart | null> {
  if (!number) return null
  const { docs } = await payload.find({
    collection: 'carts',
    where: { number: { equals: number } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

async function numberIsFree(payload: Payload, req: PayloadRequest, number: string) {
  const { totalDocs } = await payload.count({
    collection: 'orders',
    where: { number: { equals: number } },
    overrideAccess: true,
    req,
  })
  return totalDocs === 0
}

/** Creates the paid order for a session, once; clears the cart and stores the two emails as jobs. */
async function fulfil(payload: Payload, event: Stripe.Event, req: PayloadRequest): Promise<void> {
  const session = event.data.object as Stripe.Checkout.Session
  if (await findOrder(payload, req, session.id)) return
  const metadata = session.metadata ?? {}
  const cart = await findCart(payload, req, metadata.cartNumber)
  if (!cart) {
    payload.logger.error(
      `Press checkout ${session.id} was paid but its cart ${metadata.cartNumber} is gone; refund or contact the buyer`,
    )
    return
  }
  const lines = reservedLinesOf(cart)
  // Normally the copies were taken when checkout began; if that reservation has meanwhile been released
  // (paid after it timed out), they are taken again now, and any shortfall is noted for staff.
  const claimed = await runInRequest(
    req,
    sql`UPDATE carts SET checkout_session_id = ${null}, checkout_reserved_until = ${null}
        WHERE id = ${cart.id} AND checkout_session_id = ${session.id}`,
  )
  const short: string[] = []
  if (claimed === 0)
    for (const line of lines) if (!(await takeStock(req, line.book, line.sku, line.qty))) short.push(line.title)

  const itemTotal = lines.reduce((sum, line) => sum + line.unitPrice * line.qty, 0)
  const shippingTotal = cents(metadata.shippingTotal)
  const taxTotal = cents(metadata.taxTotal)
  const number = (await numberIsFree(payload, req, cart.number)) ? cart.number : generateNumber()
  const order = await payload.create({
    collection: 'orders',
    req,
    overrideAccess: true,
    depth: 0,
    data: {
      number,
      idempotencyKey: orderKeyOf(session.id),
      type: 'press',
      email: cart.email || session.customer_details?.email || session.customer_email || '',
      status: 'pending',
      paymentStatus: 'paid',
      dateOrdered: new Date(event.created * 1000).toISOString(),
      lineItems: lines.map((line) => ({
        book: typeof line.book === 'number' ? line.book : Number(line.book),
        title: line.title,
        sku: line.sku,
        unitPrice: line.unitPrice,
        qty: line.qty,
        subtotal: line.unitPrice * line.qty,
      })),
      totalQty: lines.reduce((sum, line) => sum + line.qty, 0),
      itemTotal,
      shippingTotal,
      taxTotal,
      total: session.amount_total ?? itemTotal + shippingTotal + taxTotal,
      shippingMethodHandle: metadata.shippingMethodHandle || null,
      shippingAddress: cart.shippingAddress ?? {},
      note: short.length ? `Paid after its reservation lapsed; not enough stock of ${short.join(', ')}.` : null,
      stripe: {
        checkoutSessionId: session.id,
        paymentIntentId: idOf(session.payment_intent as string | { id: string } | null),
      },
    },
  })
  await payload.update({
    collection: 'carts',
    id: cart.id,
    req,
    overrideAccess: true,
    depth: 0,
    data: { status: 'completed', lineItems: [], totalQty: 0 },
  })
  const jobIds = await queueOrderPlacedEmails(req, order.id)
  afterCommit(req, `Press order ${order.number} emails`, async () => {
    for (const id of jobIds) await payload.jobs.runByID({ id })
  })
}

async function release(payload: Payload, event: Stripe.Event, req: PayloadRequest): Promise<void> {
  const session = event.data.object as Stripe.Checkout.Session
  if (await findOrder(payload, req, session.id)) return
  const cart = await findCart(payload, req, session.metadata?.cartNumber)
  if (cart) await releaseReservationIn(req, cart.id, session.id)
}

async function holdReservation(payload: Payload, req: PayloadRequest, session: Stripe.Checkout.Session) {
  const cart = await findCart(payload, req, session.metadata?.cartNumber)
  if (cart)
    await runInRequest(
      req,
      sql`UPDATE carts SET checkout_reserved_until = ${null} WHERE id = ${cart.id} AND checkout_session_id = ${session.id}`,
    )
}

export const pressEventHandler: StripeEventHandler = {
  name: 'press-orders',
  async handle(payload, event, req) {
    const object = event.data.object as { object?: string; metadata?: Stripe.Metadata | null }
    if (object.object !== 'checkout.session' || object.metadata?.purpose !== PRESS_PURPOSE) return false
    const session = event.data.object as Stripe.Checkout.Session
    switch (event.type) {
      case 'checkout.session.completed':
        // A delayed payment method (a bank debit) completes unpaid and its outcome event decides, days later
        // perhaps: the copies stay reserved until then instead of lapsing with the 30-minute timeout.
        if (session.payment_status === 'unpaid') await holdReservation(payload, req, session)
        else await fulfil(payload, event, req)
        return true
      case 'checkout.session.async_payment_succeeded':
        await fulfil(payload, event, req)
        return true
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        await release(payload, event, req)
        return true
      default:
        return false
    }
  },
}
