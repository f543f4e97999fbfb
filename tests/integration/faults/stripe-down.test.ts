/**
 * Stripe unreachable (issue 15, Faults): STRIPE_SECRET_KEY set and the SDK pointed at a closed port. 'Pay' on
 * the press checkout and a donation answer 503 with a message the buyer can act on (and Retry-After for
 * 'Pay'), and nothing is left half-done: the copies go back to stock, the cart holds no reservation, no order
 * or donation is recorded, and the same cart pays normally once Stripe answers again.
 */
import type { AddressInfo } from 'node:net'
import net from 'node:net'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { PAYMENT_UNAVAILABLE_MESSAGE } from '@/lib/commerce/payments/unavailable'

import { pointStripeAtFake, startFakeStripe, type FakeStripe } from '../donations/fakeStripe'
import { startPressTest, type PressTest } from '../press/pressTest'

let p: PressTest
let fake: FakeStripe | undefined

/** A local port with nothing listening on it (taken, then freed). */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

beforeAll(async () => {
  process.env.SERVER_URL = 'https://www.art.example.org'
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_unreachable',
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(await closedPort()),
    STRIPE_API_PROTOCOL: 'http',
  })
  p = await startPressTest()
}, 180_000)

afterAll(async () => {
  await fake?.close()
  await p?.t.cleanup()
})

const count = async (collection: 'orders' | 'donations') =>
  (await p.t.payload.count({ collection, overrideAccess: true })).totalDocs

it("'Pay' answers 503 with a clear message and puts everything back; the same cart pays once Stripe is back", async () => {
  const { book, sku } = await p.createPressBook(3, 2500)
  const cookie = await p.guestCart([{ sku, qty: 2 }])

  const down = await p.pay(cookie)
  expect(down).toEqual({ status: 503, body: { error: PAYMENT_UNAVAILABLE_MESSAGE } })
  expect(await p.stockOf(book)).toBe(3)
  const cart = await p.cartOf(cookie)
  const reservation = await p.openCheckoutOf(cookie)
  expect({ status: cart.status, reservation, lines: cart.lineItems?.length }).toEqual({
    status: 'active',
    reservation: null,
    lines: 1,
  })
  expect(await count('orders')).toBe(0)

  fake = await startFakeStripe()
  pointStripeAtFake(fake)
  const up = await p.pay(cookie)
  expect(up.status, JSON.stringify(up.body)).toBe(200)
  expect(up.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//)
  expect(await p.stockOf(book)).toBe(1)
})

it('the Retry-After header tells the client when to try again', async () => {
  process.env.STRIPE_API_PORT = String(await closedPort())
  const { sku } = await p.createPressBook(2, 1000)
  const cookie = await p.guestCart([{ sku, qty: 1 }])
  const response = await p.call(p.routes.pay, '/api/cart/pay', cookie, {
    email: 'ada@example.org',
    shippingAddress: { fullName: 'Ada', addressLine1: '1 Main St', city: 'New York', countryCode: 'US', stateValue: 'NY', zipCode: '10001' },
  })
  expect(response.status).toBe(503)
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
})

it('a donation answers 503 with the same message and records nothing', async () => {
  process.env.STRIPE_API_PORT = String(await closedPort())
  const { POST } = await import('../../../src/app/(site)/api/stripe/create-checkout-session/route')
  const response = await POST(
    new Request('http://localhost/api/stripe/create-checkout-session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' },
      body: JSON.stringify({ amount: 50, interval: 'single', currency: 'USD', mode: 'payment' }),
    }),
  )
  expect(response.status).toBe(503)
  expect(await response.json()).toMatchObject({ error: PAYMENT_UNAVAILABLE_MESSAGE })
  expect(await count('donations')).toBe(0)
})
