/**
 * The press checkout through its route handlers in local test mode (no Stripe key): pay reserves the copies,
 * the signed checkout.session.completed webhook makes exactly one paid order (duplicates sequential and
 * concurrent), an expired session puts the copies back, the last copy goes to one buyer only, a forged
 * signature writes nothing, and prices in the request are ignored.
 */
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readTestCheckoutToken } from '@/lib/payments/testCheckout'
import type { Book, Order } from '@/payload-types'

import { createTestPayload, type TestPayload } from '../../helpers/payload'

type Handler = (request: Request) => Promise<Response>
const SECRET = 'whsec_test_press'
const stripe = new Stripe('sk_test_unused')
let t: TestPayload
let routes: Record<'update' | 'estimate' | 'pay' | 'webhook', Handler>
let ip = 0
let counter = 0

function call(handler: Handler, path: string, cookie: string | null, body: unknown) {
  const headers: Record<string, string> = {
    'x-forwarded-for': `203.0.113.${++ip % 250}`,
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

const ADDRESS = {
  fullName: 'Ada Buyer',
  addressLine1: '1 Main St',
  city: 'New York',
  countryCode: 'US',
  stateValue: 'NY',
  zipCode: '10001',
}

/** A guest cart holding these lines, with an address and email; answers its cookie. */
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

async function pay(cookie: string, extra: Record<string, unknown> = {}) {
  const response = await call(routes.pay, '/api/cart/pay', cookie, {
    email: 'ada@example.org',
    shippingAddress: ADDRESS,
    ...extra,
  })
  const body = await response.json()
  return {
    status: response.status,
    body,
    session: body.url ? readTestCheckoutToken(new URL(body.url, 'http://localhost').searchParams.get('token'))! : null,
  }
}

function sessionEvent(
  type: string,
  session: NonNullable<Awaited<ReturnType<typeof pay>>['session']>,
  id = `evt_press_${++counter}`,
) {
  return {
    id,
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
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
        payment_status: type === 'checkout.session.expired' ? 'unpaid' : 'paid',
        amount_total: session.amountTotal,
        currency: 'usd',
        customer_details: { email: 'ada@example.org', name: 'Ada Buyer' },
        payment_intent: `pi_${session.id}`,
        metadata: session.metadata,
      },
    },
  }
}

function deliver(event: object, signature?: string) {
  const body = JSON.stringify(event)
  const header = signature ?? stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET })
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

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  process.env.STRIPE_WEBHOOK_SECRET = SECRET
  delete process.env.STRIPE_SECRET_KEY
  t = await createTestPayload()
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
  routes = {
    update: (await import('../../../src/app/(site)/api/cart/update-cart/route')).POST,
    estimate: (await import('../../../src/app/(site)/api/cart/estimate/route')).POST,
    pay: (await import('../../../src/app/(site)/api/cart/pay/route')).POST,
    webhook: (await import('../../../src/app/(site)/api/stripe/webhook/route')).POST,
  }
})

afterAll(async () => {
  await t?.cleanup()
})

describe('press checkout', () => {
  it('estimates shipping and tax on the server, ignoring prices in the request', async () => {
    const { sku } = await createPressBook(5, 2500)
    const cookie = await guestCart([{ sku, qty: 2 }])
    const response = await call(routes.estimate, '/api/cart/estimate', cookie, {
      shippingAddress: ADDRESS,
      total: 1,
      itemTotal: 1,
      unitPrice: 1,
    })
    const { quote } = await response.json()
    // 2 × $25 + $6 flat; NY 8.875 % on $56.00 = $4.97
    expect(quote).toMatchObject({
      itemTotal: 5000,
      shippingMethodHandle: 'usFlat',
      shippingTotal: 600,
      taxTotal: 497,
      total: 6097,
    })
  })

  it('reserves on pay, then one paid order from the webhook however often it is delivered', async () => {
    const { book, sku } = await createPressBook(5, 2500)
    const cookie = await guestCart([{ sku, qty: 2 }])
    const { status, session, body } = await pay(cookie, { total: 1 })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(session!.amountTotal).toBe(6097)
    expect(await stockOf(book)).toBe(3)

    const event = sessionEvent('checkout.session.completed', session!)
    for (let i = 0; i < 10; i++) expect((await deliver(event)).status).toBe(200)
    const twins = Array.from({ length: 10 }, () => sessionEvent('checkout.session.completed', session!))
    const responses = await Promise.all(twins.map((twin) => deliver(twin)))
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200))

    const orders = await ordersOf(session!.id)
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({
      type: 'press',
      paymentStatus: 'paid',
      email: 'ada@example.org',
      total: 6097,
      taxTotal: 497,
      shippingTotal: 600,
      totalQty: 2,
    })
    expect(await stockOf(book)).toBe(3)
    const cart = await t.payload.find({
      collection: 'carts',
      where: { number: { equals: cookie.split('=')[1] } },
      overrideAccess: true,
    })
    expect(cart.docs[0]).toMatchObject({ status: 'completed', totalQty: 0 })
    const jobs = await t.payload.count({ collection: 'payload-jobs', overrideAccess: true })
    expect(jobs.totalDocs).toBeGreaterThanOrEqual(2)
  })

  it('puts the copies back when the session expires, once', async () => {
    const { book, sku } = await createPressBook(4)
    const { session } = await pay(await guestCart([{ sku, qty: 3 }]))
    expect(await stockOf(book)).toBe(1)
    await deliver(sessionEvent('checkout.session.expired', session!))
    await deliver(sessionEvent('checkout.session.expired', session!))
    expect(await stockOf(book)).toBe(4)
    expect(await ordersOf(session!.id)).toHaveLength(0)
  })

  it('gives the last copy to one buyer only', async () => {
    const { book, sku } = await createPressBook(1)
    const [firstCart, secondCart] = [await guestCart([{ sku, qty: 1 }]), await guestCart([{ sku, qty: 1 }])]
    const first = await pay(firstCart)
    const second = await pay(secondCart)
    expect(first.status).toBe(200)
    expect(second.status).toBe(409)
    expect(second.body.error).toMatch(/Press book/)
    expect(await stockOf(book)).toBe(0)
  })

  it('refuses a forged signature with 400 and writes nothing', async () => {
    const { sku } = await createPressBook(2)
    const { session } = await pay(await guestCart([{ sku, qty: 1 }]))
    const event = sessionEvent('checkout.session.completed', session!)
    const forged = stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: 'whsec_wrong' })
    expect((await deliver(event, forged)).status).toBe(400)
    expect(await ordersOf(session!.id)).toHaveLength(0)
  })
})
