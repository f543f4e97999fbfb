/**
 * The press checkout with Stripe configured: the real Stripe SDK talks to a local fake Stripe
 * (tests/integration/donations/fakeStripe.ts) and the webhook gets events signed with STRIPE_WEBHOOK_SECRET.
 * What Stripe receives for 'Pay' (amounts as the server computed them, metadata, Idempotency-Key), one paid
 * order per session whatever the deliveries, delayed payments in either order, expiry and cancellation
 * expiring the session at Stripe and releasing the copies, the last copy, signatures, and refunds.
 * checkout.test.ts covers the same routes in local test mode.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { releaseTimedOutReservations, RESERVATION_MINUTES } from '@/lib/commerce/press-checkout/pressCheckout'
import { WEBHOOK_TOLERANCE_SECONDS } from '@/lib/commerce/payments/webhooks'

import { pointStripeAtFake, startFakeStripe, type FakeStripe } from '../donations/fakeStripe'
import { BUYER_EMAIL, startPressTest, type PressTest, type SessionFacts } from './pressTest'

const SITE = 'https://www.art.example.org'
let p: PressTest
let fake: FakeStripe

beforeAll(async () => {
  process.env.SERVER_URL = SITE
  fake = await startFakeStripe()
  pointStripeAtFake(fake)
  p = await startPressTest()
})

afterAll(async () => {
  await fake?.close()
  await p?.t.cleanup()
})

beforeEach(() => {
  fake.requests.length = 0
})

const sessionCreations = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')

/** 'Pay' through the fake Stripe: the session it created there (id, amount, metadata), as its events carry. */
async function payAtStripe(cookie: string, extra: Record<string, unknown> = {}) {
  const { status, body } = await p.pay(cookie, extra)
  expect(status, JSON.stringify(body)).toBe(200)
  const id = body.url!.split('/').pop()!
  const stored = fake.sessions.get(id)!
  const session: SessionFacts = {
    id,
    amountTotal: stored.amount_total as number,
    metadata: stored.metadata as Record<string, string>,
  }
  return { session, url: body.url! }
}

const stripeEvents = async () =>
  (await p.t.payload.count({ collection: 'stripe-events', overrideAccess: true })).totalDocs

describe("'Pay' with Stripe configured", () => {
  it('creates a Checkout Session at Stripe with the amounts the server computed, whatever the request says', async () => {
    const { book, sku } = await p.createPressBook(5, 2500)
    const cookie = await p.guestCart([{ sku, qty: 2 }])
    const before = Date.now()
    const { session, url } = await payAtStripe(cookie, {
      total: 1,
      itemTotal: 1,
      shippingTotal: 0,
      taxTotal: 0,
      unitPrice: 1,
      lineItems: [{ purchasableId: sku, qty: 2, unitPrice: 1 }],
    })
    const after = Date.now()
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake_/)

    const [request] = sessionCreations()
    const number = p.cartNumberOf(cookie)
    const key = request.form['metadata[idempotencyKey]']
    // 2 × $25, the NY tax line (8.875 % of $56.00 = $4.97), and $6 US flat shipping.
    expect(request.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][product_data][name]': book.title,
      'line_items[0][price_data][product_data][metadata][sku]': sku,
      'line_items[1][quantity]': '1',
      'line_items[1][price_data][unit_amount]': '497',
      'line_items[1][price_data][product_data][name]': 'New York sales tax',
      'shipping_options[0][shipping_rate_data][type]': 'fixed_amount',
      'shipping_options[0][shipping_rate_data][display_name]': 'US flat',
      'shipping_options[0][shipping_rate_data][fixed_amount][amount]': '600',
      'shipping_options[0][shipping_rate_data][fixed_amount][currency]': 'usd',
      customer_email: BUYER_EMAIL,
      client_reference_id: number,
      'metadata[purpose]': 'press-order',
      'metadata[cartNumber]': number,
      'metadata[shippingTotal]': '600',
      'metadata[taxTotal]': '497',
      'payment_intent_data[metadata][cartNumber]': number,
      'payment_intent_data[metadata][idempotencyKey]': key,
      success_url: `${SITE}/cart/order/${number}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/cart/cancel`,
    })
    expect(request.form['line_items[2][quantity]']).toBeUndefined()
    expect(key).toMatch(new RegExp(`^press:${number}:`))
    expect(request.headers['idempotency-key']).toBe(key)
    const expiresAt = Number(request.form.expires_at) * 1000
    // When the reservation ends (Stripe's expires_at is in whole seconds).
    expect(expiresAt).toBeGreaterThanOrEqual(before + RESERVATION_MINUTES * 60_000 - 1000)
    expect(expiresAt).toBeLessThanOrEqual(after + RESERVATION_MINUTES * 60_000)
    expect(session.amountTotal).toBe(6097)

    expect(await p.stockOf(book)).toBe(3)
    expect(await p.openCheckoutOf(cookie)).toMatchObject({ sessionId: session.id, total: 6097 })
  })

  it('paying again for the same cart expires the first session at Stripe and reserves the copies once', async () => {
    const { book, sku } = await p.createPressBook(5)
    const cookie = await p.guestCart([{ sku, qty: 2 }])
    const first = await payAtStripe(cookie)
    const second = await payAtStripe(cookie)
    expect(fake.sessions.get(first.session.id)!.status).toBe('expired')
    expect(fake.sessions.get(second.session.id)!.status).toBe('open')
    expect(await p.stockOf(book)).toBe(3)
    // The first session's expiry event arrives later and releases nothing more.
    await p.deliver(p.sessionEvent('checkout.session.expired', first.session))
    expect(await p.stockOf(book)).toBe(3)
  })
})

describe('checkout.session.completed', () => {
  it('makes one paid order, takes the stock once, clears the cart and sends both emails', async () => {
    const { book, sku } = await p.createPressBook(5, 2500)
    const cookie = await p.guestCart([{ sku, qty: 2 }])
    const { session } = await payAtStripe(cookie)
    const event = p.sessionEvent('checkout.session.completed', session)

    const first = await p.deliver(event)
    expect(await first.json()).toMatchObject({ received: true, status: 'processed', handledBy: 'press-orders' })
    for (let i = 0; i < 9; i++) expect(await (await p.deliver(event)).json()).toMatchObject({ status: 'duplicate' })
    // The same event id delivered ten times at once (checkout.test.ts sends ten distinct ids at once).
    const answers = await Promise.all(Array.from({ length: 10 }, () => p.deliver(event)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))

    const orders = await p.ordersOf(session.id)
    expect(orders).toHaveLength(1)
    const [order] = orders
    expect(order).toMatchObject({
      number: p.cartNumberOf(cookie),
      type: 'press',
      paymentStatus: 'paid',
      email: BUYER_EMAIL,
      itemTotal: 5000,
      shippingTotal: 600,
      taxTotal: 497,
      total: 6097,
      totalQty: 2,
      shippingMethodHandle: 'usFlat',
      stripe: { checkoutSessionId: session.id, paymentIntentId: `pi_${session.id}` },
    })
    expect(order.shippingAddress).toMatchObject({ fullName: 'Ada Buyer', city: 'New York', zipCode: '10001' })
    expect(await p.stockOf(book)).toBe(3)
    expect(await p.cartOf(cookie)).toMatchObject({ status: 'completed', totalQty: 0, lineItems: [] })

    const outbox = await p.outboxFor(order.number, 2)
    expect(outbox.map((email) => email.to).sort()).toEqual(
      [BUYER_EMAIL, process.env.ORG_INBOX_EMAIL || 'info@art.example.org'].sort(),
    )
    expect(outbox.find((email) => email.to === BUYER_EMAIL)!.text).toContain('Total paid: $60.97')
  })

  it('charge.refunded records a partial and then the full refund on the order', async () => {
    const { sku } = await p.createPressBook(3)
    const { session } = await payAtStripe(await p.guestCart([{ sku, qty: 1 }]))
    await p.deliver(p.sessionEvent('checkout.session.completed', session))
    const charge = (amountRefunded: number) => ({
      id: `evt_refund_${session.id}_${amountRefunded}`,
      object: 'event',
      api_version: '2025-09-30.clover',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'charge.refunded',
      data: {
        object: {
          id: `ch_${session.id}`,
          object: 'charge',
          amount: session.amountTotal,
          amount_refunded: amountRefunded,
          refunded: amountRefunded === session.amountTotal,
          currency: 'usd',
          payment_intent: `pi_${session.id}`,
        },
      },
    })
    expect(await (await p.deliver(charge(1000))).json()).toMatchObject({ handledBy: 'order-refunds' })
    expect((await p.ordersOf(session.id))[0]).toMatchObject({
      paymentStatus: 'paid',
      stripe: { chargeId: `ch_${session.id}`, refundedTotal: 1000 },
    })
    await p.deliver(charge(session.amountTotal))
    expect((await p.ordersOf(session.id))[0]).toMatchObject({
      paymentStatus: 'refunded',
      stripe: { refundedTotal: session.amountTotal },
    })
  })
})

describe('delayed payments (completed unpaid, then the outcome)', () => {
  const unpaidCompletion = (session: SessionFacts) =>
    p.sessionEvent('checkout.session.completed', session, { paymentStatus: 'unpaid' })

  it('completed unpaid, then succeeded: the copies stay reserved past the timeout, then one paid order', async () => {
    const { book, sku } = await p.createPressBook(4)
    const cookie = await p.guestCart([{ sku, qty: 2 }])
    const { session } = await payAtStripe(cookie)
    await p.deliver(unpaidCompletion(session))
    expect(await p.ordersOf(session.id)).toHaveLength(0)
    // A bank debit takes days: the 30-minute sweep must not hand the copies to someone else meanwhile.
    const later = new Date(Date.now() + (RESERVATION_MINUTES + 60) * 60_000)
    await releaseTimedOutReservations(p.t.payload, later)
    expect(await p.stockOf(book)).toBe(2)

    await p.deliver(p.sessionEvent('checkout.session.async_payment_succeeded', session))
    await p.deliver(unpaidCompletion(session)) // a late retry of the completion
    const orders = await p.ordersOf(session.id)
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ paymentStatus: 'paid', total: session.amountTotal })
    expect(await p.stockOf(book)).toBe(2)
  })

  it('succeeded delivered before completed unpaid: one paid order, stock taken once', async () => {
    const { book, sku } = await p.createPressBook(4)
    const { session } = await payAtStripe(await p.guestCart([{ sku, qty: 1 }]))
    await p.deliver(p.sessionEvent('checkout.session.async_payment_succeeded', session))
    await p.deliver(unpaidCompletion(session))
    expect(await p.ordersOf(session.id)).toHaveLength(1)
    expect(await p.stockOf(book)).toBe(3)
  })

  it('completed unpaid, then failed: no order, the copies go back and the cart keeps its books', async () => {
    const { book, sku } = await p.createPressBook(4)
    const cookie = await p.guestCart([{ sku, qty: 3 }])
    const { session } = await payAtStripe(cookie)
    await p.deliver(unpaidCompletion(session))
    expect(await p.stockOf(book)).toBe(1)
    await p.deliver(p.sessionEvent('checkout.session.async_payment_failed', session))
    expect(await p.ordersOf(session.id)).toHaveLength(0)
    expect(await p.stockOf(book)).toBe(4)
    expect(await p.cartOf(cookie)).toMatchObject({ totalQty: 3 })
    expect(await p.openCheckoutOf(cookie)).toBeNull()
  })

  it('failed delivered before completed unpaid: no order, the copies back once', async () => {
    const { book, sku } = await p.createPressBook(4)
    const { session } = await payAtStripe(await p.guestCart([{ sku, qty: 3 }]))
    await p.deliver(p.sessionEvent('checkout.session.async_payment_failed', session))
    await p.deliver(unpaidCompletion(session))
    await releaseTimedOutReservations(p.t.payload, new Date(Date.now() + (RESERVATION_MINUTES + 1) * 60_000))
    expect(await p.ordersOf(session.id)).toHaveLength(0)
    expect(await p.stockOf(book)).toBe(4)
  })
})

describe('reservations', () => {
  it('checkout.session.expired puts the reserved copies back', async () => {
    const { book, sku } = await p.createPressBook(3)
    const { session } = await payAtStripe(await p.guestCart([{ sku, qty: 3 }]))
    expect(await p.stockOf(book)).toBe(0)
    await p.deliver(p.sessionEvent('checkout.session.expired', session))
    expect(await p.stockOf(book)).toBe(3)
    expect(await p.ordersOf(session.id)).toHaveLength(0)
  })

  it('the last copy reserved by buyer A cannot be bought by buyer B until A’s session expires', async () => {
    const { book, sku } = await p.createPressBook(1)
    const buyerA = await p.guestCart([{ sku, qty: 1 }])
    const buyerB = await p.guestCart([{ sku, qty: 1 }])
    const a = await payAtStripe(buyerA)
    const refused = await p.pay(buyerB)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatch(/stock/i)
    expect(sessionCreations()).toHaveLength(1)
    expect(await p.stockOf(book)).toBe(0)

    // B's line was capped to the stock left (none) when the payment was refused; B adds the book again.
    expect(await p.cartOf(buyerB)).toMatchObject({ totalQty: 0 })
    await p.deliver(p.sessionEvent('checkout.session.expired', a.session))
    await p.call(p.routes.update, '/api/cart/update-cart', buyerB, { purchasableId: sku, qty: 1 })
    const b = await payAtStripe(buyerB)
    await p.deliver(p.sessionEvent('checkout.session.completed', b.session))
    expect(await p.ordersOf(b.session.id)).toHaveLength(1)
    expect(await p.stockOf(book)).toBe(0)
  })
})

describe('webhook signatures', () => {
  it.each([
    ['signed with another secret', { secret: 'whsec_someone_else' }],
    ['signed too long ago', { timestamp: Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_SECONDS - 60 }],
  ])('an event %s is refused with 400 and changes nothing', async (_, signing) => {
    const { book, sku } = await p.createPressBook(2)
    const cookie = await p.guestCart([{ sku, qty: 1 }])
    const { session } = await payAtStripe(cookie)
    const events = await stripeEvents()
    const response = await p.deliver(p.sessionEvent('checkout.session.completed', session), signing)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'Invalid Stripe webhook signature' })
    expect(await p.ordersOf(session.id)).toHaveLength(0)
    expect(await stripeEvents()).toBe(events)
    expect(await p.stockOf(book)).toBe(1)
    expect(await p.cartOf(cookie)).toMatchObject({ totalQty: 1 })
    expect(await p.openCheckoutOf(cookie)).toMatchObject({ sessionId: session.id })
  })
})
