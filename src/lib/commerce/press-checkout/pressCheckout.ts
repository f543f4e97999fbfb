import 'server-only'

import crypto from 'node:crypto'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { z } from 'zod'

import { addressSchema } from '../cart/requestSchema'
import type { ClientCart } from '../cart/types'
import { cartView, findOwnCart, updateCart, type CartOwner } from '../cart/cartService'
import { lockPaymentRecords } from '../../db/paymentsLock'
import { takeLines } from '../orders/stock'
import { paymentsMode } from '../payments/mode'
import { serverUrl } from '../../http/serverUrl'
import { getStripe } from '../payments/stripeClient'
import { createTestCheckoutSession, type TestCheckoutItem } from '../payments/testCheckout'
import { throwPaymentError } from '../payments/unavailable'
import type { Cart } from '../../../payload-types'
import { openCheckoutsOf, recordSessionId, releaseCheckout } from './checkoutRecords'
import { loadPricingRules } from './pricingRules'
import { quoteCart, type CheckoutQuote, type QuoteLine } from './quote'
import { PRESS_CANCEL_PATH, pressCheckoutParams, pressMetadata, pressSuccessPath } from './sessionParams'

/** How long copies stay reserved for a buyer at the payment page (Stripe's shortest session life). */
export const RESERVATION_MINUTES = 30

/**
 * The estimate and checkout calls' input: the address, shipping choice and email; never a price (any other key
 * is dropped).
 */
export const checkoutInputSchema = z.object({
  email: z.string().trim().check(z.email('Enter a valid email address')).optional(),
  shippingAddress: addressSchema.optional(),
  shippingMethodHandle: z.string().trim().min(1).max(100).optional(),
})

export type CheckoutInput = z.infer<typeof checkoutInputSchema>

export type PressEstimate = { cart: ClientCart; quote: CheckoutQuote; messages: string[] }

const quoteLinesOf = (cart: ClientCart): QuoteLine[] =>
  cart.lineItems.flatMap((line) =>
    line.book
      ? [
          {
            bookId: line.book.id,
            sku: line.purchasableId,
            title: line.book.title,
            unitPrice: line.unitPrice ?? 0,
            qty: line.qty,
          },
        ]
      : [],
  )

/**
 * Saves what the buyer typed on the cart (address, shipping choice, email) and prices the cart from the
 * server's own data: books' prices, stock caps, shipping methods and tax rates.
 */
export async function estimatePressCart(
  payload: Payload,
  owner: CartOwner,
  input: CheckoutInput,
): Promise<PressEstimate> {
  const hasInput =
    input.email !== undefined || input.shippingAddress !== undefined || input.shippingMethodHandle !== undefined
  const { cart, messages } = hasInput
    ? await updateCart(payload, owner, { ...input, number: undefined })
    : { cart: await cartView(payload, owner, await findOwnCart(payload, owner)), messages: [] }
  const stored = cart.number ? await findOwnCart(payload, owner) : null
  const rules = await loadPricingRules(payload)
  const quote = quoteCart({
    lines: quoteLinesOf(cart),
    address: cart.shippingAddress ?? {},
    chosenShipping: stored?.shippingMethodHandle ?? input.shippingMethodHandle,
    ...rules,
  })
  return { cart: { ...cart, shippingMethodHandle: quote.shippingMethodHandle }, quote, messages }
}

export type StartCheckoutResult =
  { ok: true; url: string; sessionId: string; number: string } | { ok: false; status: 400 | 404 | 409; error: string }

/** What must be filled before paying; the first missing part's message, or null. */
function missingPart(cart: ClientCart, quote: CheckoutQuote): string | null {
  const address = cart.shippingAddress ?? {}
  if (quote.totalQty === 0) return 'Your cart is empty.'
  if (!cart.email) return 'Enter your email address.'
  if (!address.fullName || !address.addressLine1 || !address.city || !address.countryCode || !address.zipCode)
    return 'Enter your name, street address, city, country and ZIP or postal code.'
  return null
}

/**
 * 'Pay': prices the cart again, closes the cart's earlier checkout (its session expired at Stripe, its copies put
 * back), takes this checkout's copies out of stock (conditional updates: the last copy goes to one buyer only)
 * and records them with the amounts in a press-checkouts record of its own, then opens a Stripe Checkout Session
 * (or the local test checkout) charging exactly that. If the session cannot be made, the copies go back.
 */
export async function startPressCheckout(
  payload: Payload,
  owner: CartOwner,
  input: CheckoutInput,
): Promise<StartCheckoutResult> {
  if (owner.viewer.account)
    return { ok: false, status: 400, error: 'Library accounts order through the Library Program.' }
  await releaseTimedOutReservations(payload)
  const { cart, quote, messages } = await estimatePressCart(payload, owner, input)
  // Lines capped to what is left in stock: the buyer sees the changed cart before paying for it.
  if (messages.length > 0) return { ok: false, status: 409, error: messages.join(' ') }
  const stored = await findOwnCart(payload, owner)
  if (!stored || !cart.number) return { ok: false, status: 400, error: 'Your cart is empty.' }
  const missing = missingPart(cart, quote)
  if (missing) return { ok: false, status: 400, error: missing }
  await closeOpenCheckouts(payload, stored.id, 'superseded')

  const reservedUntil = new Date(Date.now() + RESERVATION_MINUTES * 60_000)
  const reservation = await inTransaction(payload, async (req) => {
    const lines = quote.lines.map((line) => ({
      book: Number(line.bookId),
      sku: line.sku,
      title: line.title,
      unitPrice: line.unitPrice,
      qty: line.qty,
    }))
    const short = await takeLines(req, lines)
    if (short.length > 0) return { ok: false as const, short }
    const record = await payload.create({
      collection: 'press-checkouts',
      req,
      overrideAccess: true,
      depth: 0,
      data: {
        // The session's id once it exists; until then a placeholder no event can match.
        sessionId: `pending_${crypto.randomUUID()}`,
        status: 'reserved',
        cart: stored.id,
        cartNumber: cart.number,
        reservedUntil: reservedUntil.toISOString(),
        lines,
        itemTotal: quote.itemTotal,
        shippingTotal: quote.shippingTotal,
        taxTotal: quote.taxTotal,
        total: quote.total,
        shippingMethodHandle: quote.shippingMethodHandle,
        email: cart.email,
        shippingAddress: cart.shippingAddress ?? {},
        note: stored.note ?? null,
      },
    })
    return { ok: true as const, record }
  })
  if (!reservation.ok) {
    const { short } = reservation
    return {
      ok: false,
      status: 409,
      error: `Not enough copies in stock of ${short.map((title) => `“${title}”`).join(', ')}. Please lower the quantity or remove ${short.length === 1 ? 'it' : 'them'}.`,
    }
  }

  let session: { id: string; url: string }
  try {
    session = await openSession(cart.number, cart.email!, quote, reservedUntil)
  } catch (error) {
    await inTransaction(payload, (req) => releaseCheckout(req, reservation.record, 'released'))
    throw error
  }
  if (!(await inTransaction(payload, (req) => recordSessionId(req, reservation.record.id, session.id)))) {
    // A 'Pay' in another window of the same cart replaced this checkout while its session was being made.
    await expireSession(payload, session.id)
    return { ok: false, status: 409, error: 'This cart was sent to payment again meanwhile. Please try again.' }
  }
  return { ok: true, url: session.url, sessionId: session.id, number: cart.number }
}

/** The Stripe Checkout Session (or local test checkout) charging exactly the quote. */
async function openSession(
  cartNumber: string,
  email: string,
  quote: CheckoutQuote,
  reservedUntil: Date,
): Promise<{ id: string; url: string }> {
  const idempotencyKey = `press:${cartNumber}:${crypto.randomUUID()}`
  const metadata = {
    ...pressMetadata(cartNumber, idempotencyKey),
    shippingMethodHandle: quote.shippingMethodHandle,
    shippingTotal: String(quote.shippingTotal),
    taxTotal: String(quote.taxTotal),
  }
  if (paymentsMode() === 'test') {
    const test = createTestCheckoutSession({
      mode: 'payment',
      amountTotal: quote.total,
      currency: 'USD',
      recurringInterval: null,
      description: `A.R.T. Press order ${cartNumber} (${quote.totalQty} ${quote.totalQty === 1 ? 'book' : 'books'})`,
      title: `Order ${cartNumber}`,
      items: testCheckoutItems(quote),
      customerEmail: email,
      metadata,
      successUrl: pressSuccessPath(cartNumber),
      cancelUrl: PRESS_CANCEL_PATH,
    })
    return { id: test.session.id, url: test.url }
  }
  const params = pressCheckoutParams(quote, {
    cartNumber,
    idempotencyKey,
    email,
    baseUrl: serverUrl(),
    expiresAt: reservedUntil,
  })
  const created = await getStripe()
    .checkout.sessions.create({ ...params, metadata, payment_intent_data: { metadata } }, { idempotencyKey })
    .catch(throwPaymentError)
  if (!created.url) throw new Error(`Stripe returned checkout session ${created.id} without a url`)
  return { id: created.id, url: created.url }
}

/** What the local test checkout lists, as Stripe's page lists the session's line items and shipping. */
const testCheckoutItems = (quote: CheckoutQuote): TestCheckoutItem[] => [
  ...quote.lines.map((line) => ({ name: line.title, quantity: line.qty, amount: line.subtotal })),
  { name: `Shipping (${quote.shippingName})`, quantity: 1, amount: quote.shippingTotal },
  ...(quote.taxTotal > 0 ? [{ name: quote.tax?.name ?? 'Sales tax', quantity: 1, amount: quote.taxTotal }] : []),
]

/**
 * One transaction, one at a time with the webhook's across instances (lockPaymentRecords); the records'
 * conditional status moves and stock's conditional updates hold besides.
 */
async function inTransaction<T>(payload: Payload, task: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await lockPaymentRecords(req)
    const result = await task(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * Makes a session unpayable where that is possible: Stripe's is expired there. False when Stripe says it is
 * already complete (paid, or awaiting a delayed payment): its own events settle it. A local test session needs
 * nothing, since the test checkout refuses a session whose record is no longer reserved, and neither does a
 * session not yet made. If Stripe cannot be reached the reservation ends all the same; a payment that still
 * comes in is then recorded for refund.
 */
async function expireSession(payload: Payload, sessionId: string): Promise<boolean> {
  if (paymentsMode() !== 'stripe' || !sessionId.startsWith('cs_')) return true
  try {
    await getStripe().checkout.sessions.expire(sessionId)
    return true
  } catch (error) {
    payload.logger.warn({ err: error }, `Could not expire checkout session ${sessionId}`)
    const session = await getStripe()
      .checkout.sessions.retrieve(sessionId)
      .catch(() => null)
    return session?.status !== 'complete'
  }
}

/**
 * Ends the cart's open checkouts: 'superseded' by a new 'Pay', or 'released' when the buyer left the payment
 * page. Each session is made unpayable first, then its own copies go back, once.
 */
async function closeOpenCheckouts(payload: Payload, cartId: number, to: 'superseded' | 'released') {
  for (const record of await openCheckoutsOf(payload, cartId))
    if (await expireSession(payload, record.sessionId))
      await inTransaction(payload, (req) => releaseCheckout(req, record, to))
}

/** The buyer left the payment page (Stripe's cancel URL): the session is expired and its copies go back. */
export async function cancelReservation(payload: Payload, cart: Cart): Promise<void> {
  await closeOpenCheckouts(payload, cart.id, 'released')
}

/** A reservation whose time is up is released even when no expiry event comes (test mode, a lost webhook). */
export async function releaseTimedOutReservations(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'press-checkouts',
    where: { status: { equals: 'reserved' }, reservedUntil: { less_than: now.toISOString() } },
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  let released = 0
  for (const record of docs)
    if (await inTransaction(payload, (req) => releaseCheckout(req, record, 'released'))) released++
  return released
}

/** The guest's own cart, for the cancel page. */
export async function ownPressCart(payload: Payload, owner: CartOwner): Promise<Cart | null> {
  return owner.viewer.account ? null : findOwnCart(payload, owner).catch(() => null)
}
