/**
 * Shared setup of the press checkout integration tests (checkout.test.ts in local test mode, stripe.test.ts
 * against the fake Stripe): Payload on a throwaway database with a US zone (flat $6 shipping, New York tax at
 * 8.875 % on items and shipping), the cart, pay and webhook route handlers, guest carts, and signed events.
 */
import Stripe from 'stripe'

import type { Book, Cart, Order } from '@/payload-types'

import { createTestPayload, type TestPayload } from '../../helpers/payload'

type Handler = (request: Request) => Promise<Response>
export type PressRoutes = Record<'update' | 'estimate' | 'pay' | 'webhook', Handler>

export const WEBHOOK_SECRET = 'whsec_test_press'
const signer = new Stripe('sk_test_unused')

export const ADDRESS = {
  fullName: 'Ada Buyer',
  addressLine1: '1 Main St',
  city: 'New York',
  countryCode: 'US',
  stateValue: 'NY',
  zipCode: '10001',
}
export const BUYER_EMAIL = 'ada@example.org'

/** What a checkout.session event needs of the session it reports. */
export type SessionFacts = { id: string; amountTotal: number; metadata: Record<string, string> }

let ip = 0
let counter = 0

export type PressTest = ReturnType<typeof pressHelpers>

/** Boots Payload with the US pricing rules and the routes; call once per file, in beforeAll. */
export async function startPressTest() {
  process.env.JOBS_AUTORUN = 'false'
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
  const t = await createTestPayload()
  const us = await t.payload.create({
    collection: 'countries',
    data: { name: 'United States', iso: 'US', states: [{ name: 'New York', abbreviation: 'NY' }] },
    overrideAccess: true,
  })
  await t.payload.create({
    collection: 'shipping-methods',
    data: { name: 'Free shipping', handle: 'freeShipping' },
    overrideAccess: true,
  })
  await t.payload.create({
    collection: 'shipping-methods',
    data: { name: 'US flat', handle: 'usFlat', baseRate: 600, countries: [us.id] },
    overrideAccess: true,
  })
  await t.payload.create({
    collection: 'tax-rates',
    data: { name: 'New York sales tax', country: us.id, stateCode: 'NY', rate: 8.875, includesShipping: true },
    overrideAccess: true,
  })
  const routes: PressRoutes = {
    update: (await import('../../../src/app/(site)/api/cart/update-cart/route')).POST,
    estimate: (await import('../../../src/app/(site)/api/cart/estimate/route')).POST,
    pay: (await import('../../../src/app/(site)/api/cart/pay/route')).POST,
    webhook: (await import('../../../src/app/(site)/api/stripe/webhook/route')).POST,
  }
  return pressHelpers(t, routes)
}

function pressHelpers(t: TestPayload, routes: PressRoutes) {
  /** A POST from its own client address, so the per-IP limits of the routes stay out of the way. */
  const call = (handler: Handler, path: string, cookie: string | null, body: unknown) => {
    const headers: Record<string, string> = {
      'x-forwarded-for': `203.0.113.${(++ip % 250) + 1}`,
      'content-type': 'application/json',
    }
    if (cookie) headers.cookie = cookie
    return handler(new Request(`http://localhost${path}`, { method: 'POST', headers, body: JSON.stringify(body) }))
  }

  async function createPressBook(stock: number, price = 2500) {
    const sku = `PR-${Date.now().toString(36)}-${++counter}`
    const book = (await t.payload.create({
      collection: 'books',
      data: {
        title: `Press book ${counter}`,
        productTypeHandle: 'press',
        variants: [{ sku, stock, price }],
        _status: 'published',
      } as never,
      overrideAccess: true,
    })) as Book
    return { book, sku }
  }

  const stockOf = async (book: Book) =>
    ((await t.payload.findByID({ collection: 'books', id: book.id, depth: 0, overrideAccess: true })) as Book)
      .variants![0].stock

  /** A guest cart holding these lines; answers its cookie. */
  async function guestCart(lines: { sku: string; qty: number }[]) {
    let cookie: string | null = null
    for (const line of lines) {
      const response = await call(routes.update, '/api/cart/update-cart', cookie, {
        purchasableId: line.sku,
        qty: line.qty,
      })
      const { cart } = await response.json()
      cookie = `art_cart_id=${cart.number}`
    }
    return cookie!
  }

  const cartNumberOf = (cookie: string) => cookie.split('=')[1]!

  const cartOf = async (cookie: string) =>
    (
      await t.payload.find({
        collection: 'carts',
        where: { number: { equals: cartNumberOf(cookie) } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0] as Cart

  /** The cart's checkout whose copies are still held (its latest 'Pay', until paid, released or replaced). */
  const openCheckoutOf = async (cookie: string) =>
    (
      await t.payload.find({
        collection: 'press-checkouts',
        where: { cartNumber: { equals: cartNumberOf(cookie) }, status: { equals: 'reserved' } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0] ?? null

  /** 'Pay' with the test address and email, plus whatever else the client sends. */
  async function pay(cookie: string, extra: Record<string, unknown> = {}) {
    const response = await call(routes.pay, '/api/cart/pay', cookie, {
      email: BUYER_EMAIL,
      shippingAddress: ADDRESS,
      ...extra,
    })
    return { status: response.status, body: (await response.json()) as { url?: string; error?: string } }
  }

  /** A Stripe event about a press checkout session, as the webhook receives it. */
  function sessionEvent(
    type: string,
    session: SessionFacts,
    options: { id?: string; paymentStatus?: 'paid' | 'unpaid' } = {},
  ) {
    const expired = type === 'checkout.session.expired'
    return {
      id: options.id ?? `evt_press_${Date.now().toString(36)}_${++counter}`,
      object: 'event',
      api_version: '2025-09-30.clover',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          mode: 'payment',
          status: expired ? 'expired' : 'complete',
          payment_status:
            options.paymentStatus ?? (expired || type === 'checkout.session.async_payment_failed' ? 'unpaid' : 'paid'),
          amount_total: session.amountTotal,
          currency: 'usd',
          customer_details: { email: BUYER_EMAIL, name: 'Ada Buyer' },
          payment_intent: `pi_${session.id}`,
          metadata: session.metadata,
        },
      },
    }
  }

  /** Posts an event to the webhook, signed with the endpoint's secret unless told otherwise. */
  function deliver(event: object, options: { secret?: string; timestamp?: number } = {}) {
    const body = JSON.stringify(event)
    const header = signer.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp,
    })
    return routes.webhook(
      new Request('http://localhost/api/stripe/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body,
      }),
    )
  }

  const ordersOf = async (sessionId: string) =>
    (
      await t.payload.find({
        collection: 'orders',
        where: { 'stripe.checkoutSessionId': { equals: sessionId } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs as Order[]

  /** The order's emails in the local outbox, read until `expected` of them have arrived (or for 10 s). */
  async function outboxFor(orderNumber: string, expected: number) {
    for (let attempt = 0; ; attempt++) {
      const outbox = (
        await t.payload.find({
          collection: 'email-outbox',
          // An order's emails name it by its short number and link to it by this one; other emails name it.
          where: { or: [{ subject: { contains: orderNumber } }, { text: { contains: orderNumber } }] },
          overrideAccess: true,
        })
      ).docs as unknown as { to: string; subject: string; text?: string }[]
      if (outbox.length >= expected || attempt === 100) return outbox
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  return {
    t,
    routes,
    call,
    createPressBook,
    stockOf,
    guestCart,
    cartNumberOf,
    cartOf,
    openCheckoutOf,
    pay,
    sessionEvent,
    deliver,
    ordersOf,
    outboxFor,
  }
}
