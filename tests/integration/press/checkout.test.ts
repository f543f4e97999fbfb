/**
 * The press checkout through its route handlers in local test mode (no Stripe key): pay reserves the copies,
 * the signed checkout.session.completed webhook makes exactly one paid order (duplicates sequential and
 * concurrent), an expired session puts the copies back, the last copy goes to one buyer only, a forged
 * signature writes nothing, and prices in the request are ignored. A test checkout replaced by a newer 'Pay'
 * of the same cart can no longer be paid, and the buyer's note reaches the order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readTestCheckoutToken } from '@/lib/commerce/payments/testCheckout'
import { finishTestCheckout } from '@/lib/commerce/payments/testCheckoutFlow'

import { ADDRESS, startPressTest, type PressTest } from './pressTest'

let p: PressTest

/** 'Pay' in test mode: the local checkout's session travels in the url's signed token. */
async function pay(cookie: string, extra: Record<string, unknown> = {}) {
  const { status, body } = await p.pay(cookie, extra)
  const token = body.url ? new URL(body.url, 'http://localhost').searchParams.get('token') : null
  return { status, body, token, session: token ? readTestCheckoutToken(token)! : null }
}

/** The local test checkout's 'Pay' button for this token. */
const complete = (token: string | null) =>
  finishTestCheckout(p.t.payload, { token, action: 'complete', name: 'Ada Buyer', email: 'ada@example.org' })

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY
  p = await startPressTest()
})

afterAll(async () => {
  await p?.t.cleanup()
})

describe('press checkout', () => {
  it('estimates shipping and tax on the server, ignoring prices in the request', async () => {
    const { sku } = await p.createPressBook(5, 2500)
    const cookie = await p.guestCart([{ sku, qty: 2 }])
    const response = await p.call(p.routes.estimate, '/api/cart/estimate', cookie, {
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

  it("shows no shipping method until the cart has a country, then only what SPEC §4's rule keeps", async () => {
    const { sku } = await p.createPressBook(5, 2500)
    const cookie = await p.guestCart([{ sku, qty: 1 }])
    const view = async (body: unknown) =>
      ((await (await p.call(p.routes.update, '/api/cart/update-cart', cookie, body)).json()) as {
        cart: { shippingMethodHandle: string | null; availableShippingMethods: { handle: string }[] }
      }).cart
    expect(await view({ note: 'no address yet' })).toMatchObject({ shippingMethodHandle: null, availableShippingMethods: [] })
    const chosenFree = await view({ shippingAddress: ADDRESS, shippingMethodHandle: 'freeShipping' })
    expect(chosenFree.availableShippingMethods.map((method) => method.handle)).toEqual(['usFlat'])
    expect(chosenFree.shippingMethodHandle).toBe('usFlat')
  })

  it('reserves on pay, then one paid order from the webhook however often it is delivered', async () => {
    const { book, sku } = await p.createPressBook(5, 2500)
    const cookie = await p.guestCart([{ sku, qty: 2 }])
    const { status, session, body } = await pay(cookie, { total: 1 })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(session!.amountTotal).toBe(6097)
    expect(await p.stockOf(book)).toBe(3)

    const event = p.sessionEvent('checkout.session.completed', session!)
    for (let i = 0; i < 10; i++) expect((await p.deliver(event)).status).toBe(200)
    const twins = Array.from({ length: 10 }, () => p.sessionEvent('checkout.session.completed', session!))
    const responses = await Promise.all(twins.map((twin) => p.deliver(twin)))
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200))

    const orders = await p.ordersOf(session!.id)
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
    expect(await p.stockOf(book)).toBe(3)
    expect(await p.cartOf(cookie)).toMatchObject({ status: 'completed', totalQty: 0 })
    // The buyer's receipt and the staff notice, once each: the 19 repeated deliveries queued no more mail.
    await p.outboxFor(orders[0]!.number!, 2)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const outbox = await p.outboxFor(orders[0]!.number!, 0)
    expect(outbox).toHaveLength(2)
    expect(outbox.map((email) => email.to)).toContain('ada@example.org')
  })

  it('puts the copies back when the session expires, once', async () => {
    const { book, sku } = await p.createPressBook(4)
    const { session } = await pay(await p.guestCart([{ sku, qty: 3 }]))
    expect(await p.stockOf(book)).toBe(1)
    await p.deliver(p.sessionEvent('checkout.session.expired', session!))
    await p.deliver(p.sessionEvent('checkout.session.expired', session!))
    expect(await p.stockOf(book)).toBe(4)
    expect(await p.ordersOf(session!.id)).toHaveLength(0)
  })

  it('gives the last copy to one buyer only', async () => {
    const { book, sku } = await p.createPressBook(1)
    const [firstCart, secondCart] = [await p.guestCart([{ sku, qty: 1 }]), await p.guestCart([{ sku, qty: 1 }])]
    const first = await pay(firstCart)
    const second = await pay(secondCart)
    expect(first.status).toBe(200)
    expect(second.status).toBe(409)
    expect(second.body.error).toMatch(/Press book/)
    expect(await p.stockOf(book)).toBe(0)
  })

  it('refuses a forged signature with 400 and writes nothing', async () => {
    const { sku } = await p.createPressBook(2)
    const { session } = await pay(await p.guestCart([{ sku, qty: 1 }]))
    const event = p.sessionEvent('checkout.session.completed', session!)
    expect((await p.deliver(event, { secret: 'whsec_wrong' })).status).toBe(400)
    expect(await p.ordersOf(session!.id)).toHaveLength(0)
  })

  it('a test checkout replaced by a newer one cannot be paid; the newer one orders its own lines', async () => {
    const cheap = await p.createPressBook(5, 1800)
    const dear = await p.createPressBook(3, 8000)
    const cookie = await p.guestCart([{ sku: cheap.sku, qty: 1 }])
    const first = await pay(cookie)
    await p.call(p.routes.update, '/api/cart/update-cart', cookie, { purchasableId: dear.sku, qty: 2 })
    const second = await pay(cookie)
    expect(second.session!.amountTotal).toBeGreaterThan(first.session!.amountTotal)

    expect(await complete(first.token)).toMatchObject({ ok: false, status: 400 })
    expect(await p.ordersOf(first.session!.id)).toHaveLength(0)
    expect(await complete(second.token)).toMatchObject({ ok: true })
    const [order] = await p.ordersOf(second.session!.id)
    expect(order).toMatchObject({ total: second.session!.amountTotal, itemTotal: 1800 + 2 * 8000, totalQty: 3 })
    expect(await p.stockOf(cheap.book)).toBe(4)
    expect(await p.stockOf(dear.book)).toBe(1)
    // Its event, had the page been paid all the same, records a refund and takes nothing.
    await p.deliver(p.sessionEvent('checkout.session.completed', first.session!))
    expect(await p.ordersOf(first.session!.id)).toHaveLength(0)
    expect(await p.stockOf(cheap.book)).toBe(4)
    expect(await p.stockOf(dear.book)).toBe(1)
  })

  it('keeps the note the buyer wrote on the cart', async () => {
    const { sku } = await p.createPressBook(2)
    const cookie = await p.guestCart([{ sku, qty: 1 }])
    await p.call(p.routes.update, '/api/cart/update-cart', cookie, { note: 'Please gift-wrap it.' })
    const { token, session } = await pay(cookie)
    expect(await complete(token)).toMatchObject({ ok: true })
    const [order] = await p.ordersOf(session!.id)
    expect(order).toMatchObject({ note: 'Please gift-wrap it.' })
    // Staff read it in their notice of the order (and the buyer in the receipt).
    const outbox = await p.outboxFor(order!.number, 2)
    expect(outbox.map((email) => email.text)).toEqual([
      expect.stringContaining('Note: Please gift-wrap it.'),
      expect.stringContaining('Note: Please gift-wrap it.'),
    ])
  })
})
