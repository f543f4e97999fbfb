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
import { cartView, findOwnCart, updateCart, type CartOwner } from '../orders/cartService'
import { runInRequest, sql } from '../orders/requestSql'
import { putBackCopies } from '../orders/returnStock'
import { takeStock } from '../orders/stock'
import { paymentsMode, serverUrl } from '../payments/mode'
import { getStripe } from '../payments/stripeClient'
import { createTestCheckoutSession, type TestCheckoutItem } from '../payments/testCheckout'
import type { Cart } from '../../payload-types'
import { loadPricingRules } from './pricingRules'
import { quoteCart, type CheckoutQuote, type QuoteLine } from './quote'
import { PRESS_CANCEL_PATH, pressCheckoutParams, pressMetadata, pressSuccessPath } from './sessionParams'

/** How long copies stay reserved for a buyer at the payment page (Stripe's shortest session life). */
export const RESERVATION_MINUTES = 30

export type ReservedLine = { book: number | string; sku: string; title: string; unitPrice: number; qty: number }

/** The estimate and checkout calls' input: the address, shipping choice and email; never a price. */
export const checkoutInputSchema = z
  .object({
    email: z.string().trim().email('Enter a valid email address').optional(),
    shippingAddress: addressSchema.optional(),
    shippingMethodHandle: z.string().trim().min(1).max(100).optional(),
  })
  .strip()

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
 * 'Pay': prices the cart again, takes its copies out of stock (conditional updates: the last copy goes to one
 * buyer only), records the reservation on the cart, and opens a Stripe Checkout Session (or the local test
 * checkout) charging exactly that price. If the session cannot be made, the copies go back.
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
  if (stored.checkout?.sessionId) await cancelReservation(payload, stored)

  const lines: ReservedLine[] = quote.lines.map((line) => ({
    book: line.bookId,
    sku: line.sku,
    title: line.title,
    unitPrice: line.unitPrice,
    qty: line.qty,
  }))
  const reservedUntil = new Date(Date.now() + RESERVATION_MINUTES * 60_000)
  const pendingId = `pending_${crypto.randomUUID()}`
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const short: string[] = []
    for (const line of lines) if (!(await takeStock(req, line.book, line.sku, line.qty))) short.push(line.title)
    if (short.length > 0) {
      await killTransaction(req)
      return {
        ok: false,
        status: 409,
        error: `Not enough copies in stock of ${short.map((title) => `“${title}”`).join(', ')}. Please lower the quantity or remove ${short.length === 1 ? 'it' : 'them'}.`,
      }
    }
    await payload.update({
      collection: 'carts',
      id: stored.id,
      req,
      overrideAccess: true,
      depth: 0,
      data: { checkout: { sessionId: pendingId, reservedUntil: reservedUntil.toISOString(), reservedLines: lines } },
    })
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }

  const idempotencyKey = `press:${cart.number}:${crypto.randomUUID()}`
  const metadata = {
    ...pressMetadata(cart.number, idempotencyKey),
    shippingMethodHandle: quote.shippingMethodHandle,
    shippingTotal: String(quote.shippingTotal),
    taxTotal: String(quote.taxTotal),
  }
  let session: { id: string; url: string }
  try {
    if (paymentsMode() === 'test') {
      const test = createTestCheckoutSession({
        mode: 'payment',
        amountTotal: quote.total,
        currency: 'USD',
        recurringInterval: null,
        description: `A.R.T. Press order ${cart.number} (${quote.totalQty} ${quote.totalQty === 1 ? 'book' : 'books'})`,
        title: `Order ${cart.number}`,
        items: testCheckoutItems(quote),
        customerEmail: cart.email ?? undefined,
        metadata,
        successUrl: pressSuccessPath(cart.number),
        cancelUrl: PRESS_CANCEL_PATH,
      })
      session = { id: test.session.id, url: test.url }
    } else {
      const params = pressCheckoutParams(quote, {
        cartNumber: cart.number,
        idempotencyKey,
        email: cart.email!,
        baseUrl: serverUrl(),
        expiresAt: reservedUntil,
      })
      const created = await getStripe().checkout.sessions.create(
        { ...params, metadata, payment_intent_data: { metadata } },
        { idempotencyKey },
      )
      if (!created.url) throw new Error(`Stripe returned checkout session ${created.id} without a url`)
      session = { id: created.id, url: created.url }
    }
  } catch (error) {
    await releaseReservation(payload, stored.id, pendingId)
    throw error
  }
  await setSessionId(payload, stored.id, pendingId, session.id)
  return { ok: true, url: session.url, sessionId: session.id, number: cart.number }
}

/** What the local test checkout lists, as Stripe's page lists the session's line items and shipping. */
const testCheckoutItems = (quote: CheckoutQuote): TestCheckoutItem[] => [
  ...quote.lines.map((line) => ({ name: line.title, quantity: line.qty, amount: line.subtotal })),
  { name: `Shipping (${quote.shippingName})`, quantity: 1, amount: quote.shippingTotal },
  ...(quote.taxTotal > 0 ? [{ name: quote.tax?.name ?? 'Sales tax', quantity: 1, amount: quote.taxTotal }] : []),
]

async function inTransaction<T>(payload: Payload, task: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const result = await task(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

async function setSessionId(payload: Payload, cartId: number, from: string, to: string) {
  await inTransaction(payload, (req) =>
    runInRequest(
      req,
      sql`UPDATE carts SET checkout_session_id = ${to} WHERE id = ${cartId} AND checkout_session_id = ${from}`,
    ),
  )
}

/**
 * Puts a reservation's copies back, once: the cart's session id is cleared by a conditional update first, so an
 * expiry event, a cancel and the timeout sweep racing each other release it one time only. False when the
 * reservation was already released or paid for.
 */
export async function releaseReservationIn(req: PayloadRequest, cartId: number, sessionId: string): Promise<boolean> {
  const cart = (await req.payload.findByID({
    collection: 'carts',
    id: cartId,
    depth: 0,
    overrideAccess: true,
    req,
  })) as Cart
  const claimed = await runInRequest(
    req,
    sql`UPDATE carts SET checkout_session_id = ${null}, checkout_reserved_until = ${null}
        WHERE id = ${cartId} AND checkout_session_id = ${sessionId}`,
  )
  if (claimed === 0) return false
  for (const line of reservedLinesOf(cart)) await putBackCopies(req, line.book, line.sku, line.qty)
  return true
}

export const releaseReservation = (payload: Payload, cartId: number, sessionId: string) =>
  inTransaction(payload, (req) => releaseReservationIn(req, cartId, sessionId))

export function reservedLinesOf(cart: Pick<Cart, 'checkout'>): ReservedLine[] {
  const parsed = z
    .array(
      z.object({
        book: z.union([z.number(), z.string()]),
        sku: z.string(),
        title: z.string(),
        unitPrice: z.number(),
        qty: z.number().int().positive(),
      }),
    )
    .safeParse(cart.checkout?.reservedLines)
  return parsed.success ? parsed.data : []
}

/**
 * The buyer left the payment page (Stripe's cancel URL, or a new checkout of the same cart): the session is
 * expired at Stripe so it can no longer be paid, and the copies go back. The cart itself is kept.
 */
export async function cancelReservation(payload: Payload, cart: Cart): Promise<void> {
  const sessionId = cart.checkout?.sessionId
  if (!sessionId) return
  if (paymentsMode() === 'stripe' && sessionId.startsWith('cs_')) {
    try {
      await getStripe().checkout.sessions.expire(sessionId)
    } catch (error) {
      // Already expired or completed: the event for that outcome settles the reservation.
      payload.logger.warn({ err: error }, `Could not expire checkout session ${sessionId}`)
      const session = await getStripe()
        .checkout.sessions.retrieve(sessionId)
        .catch(() => null)
      if (session?.status === 'complete') return
    }
  }
  await releaseReservation(payload, cart.id, sessionId)
}

/** A reservation whose time is up is released even when no expiry event comes (test mode, a lost webhook). */
export async function releaseTimedOutReservations(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'carts',
    where: {
      and: [{ 'checkout.sessionId': { exists: true } }, { 'checkout.reservedUntil': { less_than: now.toISOString() } }],
    },
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  let released = 0
  for (const cart of docs)
    if (cart.checkout?.sessionId && (await releaseReservation(payload, cart.id, cart.checkout.sessionId))) released++
  return released
}

/** The guest's own cart, for the cancel page. */
export async function ownPressCart(payload: Payload, owner: CartOwner): Promise<Cart | null> {
  return owner.viewer.account ? null : findOwnCart(payload, owner).catch(() => null)
}
