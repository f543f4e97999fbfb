/**
 * POST /api/stripe/create-checkout-session: validation, and the exact Checkout Session the real Stripe
 * SDK sends (to a fake Stripe server) for one-time, monthly, annual and configured-price donations.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { startFakeStripe, pointStripeAtFake, type FakeStripe } from './fakeStripe'

let t: TestPayload
let stripe: FakeStripe
let POST: (request: Request) => Promise<Response>
let ip = 0

const call = (body: unknown) =>
  POST(
    new Request('http://localhost/api/stripe/create-checkout-session', {
      method: 'POST',
      // A different client each call, so the per-IP limit does not interfere (it has its own test).
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${++ip % 250}` },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  process.env.SERVER_URL = 'https://www.art.example.org'
  process.env.DONATION_RATE_LIMIT_PER_MINUTE = '3'
  t = await createTestPayload()
  stripe = await startFakeStripe()
  ;({ POST } = await import('../../../src/app/(site)/api/stripe/create-checkout-session/route'))
})

afterAll(async () => {
  await stripe?.close()
  await t?.cleanup()
})

beforeEach(() => {
  pointStripeAtFake(stripe)
  stripe.requests.length = 0
})

const counts = async () => ({
  donations: (await t.payload.count({ collection: 'donations' })).totalDocs,
  events: (await t.payload.count({ collection: 'stripe-events' })).totalDocs,
  stripeCalls: stripe.requests.length,
})

describe('create-checkout-session validation', () => {
  it.each([
    ['not JSON', '{amount: 50'],
    ['empty body', {}],
    ['missing amount', { interval: 'single', currency: 'USD', mode: 'payment' }],
    ['fractional amount', { amount: 50.5, interval: 'single', currency: 'USD', mode: 'payment' }],
    ['zero amount', { amount: 0, interval: 'single', currency: 'USD', mode: 'payment' }],
    ['negative amount', { amount: -5, interval: 'single', currency: 'USD', mode: 'payment' }],
    ['amount as text', { amount: '50', interval: 'single', currency: 'USD', mode: 'payment' }],
    ['above the maximum', { amount: 100_001, interval: 'single', currency: 'USD', mode: 'payment' }],
    ['unknown interval', { amount: 50, interval: 'weekly', currency: 'USD', mode: 'subscription' }],
    ['other currency', { amount: 50, interval: 'single', currency: 'EUR', mode: 'payment' }],
    ['lower-case currency', { amount: 50, interval: 'single', currency: 'usd', mode: 'payment' }],
    ['unknown mode', { amount: 50, interval: 'single', currency: 'USD', mode: 'setup' }],
    ['one-time as subscription', { amount: 50, interval: 'single', currency: 'USD', mode: 'subscription' }],
    ['monthly as payment', { amount: 50, interval: 'monthly', currency: 'USD', mode: 'payment' }],
    [
      'extra fields',
      { amount: 50, interval: 'single', currency: 'USD', mode: 'payment', success_url: 'https://evil.test' },
    ],
  ])('%s → 400 with a JSON error, nothing recorded and Stripe not called', async (_name, body) => {
    const response = await call(body)
    expect(response.status).toBe(400)
    const json = (await response.json()) as { error: string; fields: Record<string, string> }
    expect(json.error).toEqual(expect.any(String))
    expect(Object.keys(json.fields).length).toBeGreaterThan(0)
    expect(await counts()).toEqual({ donations: 0, events: 0, stripeCalls: 0 })
  })
})

describe('create-checkout-session with Stripe (real SDK, fake server)', () => {
  it('one-time: payment mode, price_data in cents, return urls, idempotency key', async () => {
    const response = await call({ amount: 75, interval: 'single', currency: 'USD', mode: 'payment' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ url: 'https://checkout.stripe.test/c/pay/cs_test_fake_1' })
    expect(stripe.requests).toHaveLength(1)
    const [request] = stripe.requests
    expect(request.method).toBe('POST')
    expect(request.path).toBe('/v1/checkout/sessions')
    expect(request.headers.authorization).toBe('Bearer sk_test_fake_key')
    expect(request.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(request.form).toEqual({
      mode: 'payment',
      submit_type: 'donate',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '7500',
      'line_items[0][price_data][product_data][name]': 'Donation to A.R.T.',
      success_url: 'https://www.art.example.org/donation/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://www.art.example.org/donation/cancel',
      'metadata[purpose]': 'donation',
      'metadata[donationInterval]': 'single',
      'payment_intent_data[metadata][purpose]': 'donation',
      'payment_intent_data[metadata][donationInterval]': 'single',
    })
  })

  it('monthly: subscription mode with a monthly recurring price', async () => {
    await call({ amount: 20, interval: 'monthly', currency: 'USD', mode: 'subscription' })
    expect(stripe.requests[0].form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '2000',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Monthly donation to A.R.T.',
      'subscription_data[metadata][purpose]': 'donation',
      'subscription_data[metadata][donationInterval]': 'monthly',
    })
    expect(stripe.requests[0].form).not.toHaveProperty('submit_type')
  })

  it('annual: subscription mode with a yearly recurring price', async () => {
    await call({ amount: 300, interval: 'annual', currency: 'USD', mode: 'subscription' })
    expect(stripe.requests[0].form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '30000',
      'line_items[0][price_data][recurring][interval]': 'year',
    })
  })

  it('an option with a Stripe price id uses that price', async () => {
    await t.payload.updateGlobal({
      slug: 'donation-options',
      data: {
        stripeDonations: [
          {
            intervalName: 'monthly',
            oneTimePayment: false,
            availableAmounts: [{ amount: 25, stripeApiIdOptional: 'price_monthly_25' }, { openAmount: true }],
          },
          { intervalName: 'single', oneTimePayment: true, availableAmounts: [{ amount: 100 }] },
        ],
      },
    })
    try {
      await call({ amount: 25, interval: 'monthly', currency: 'USD', mode: 'subscription' })
      expect(stripe.requests[0].form).toMatchObject({
        mode: 'subscription',
        'line_items[0][price]': 'price_monthly_25',
        'line_items[0][quantity]': '1',
      })
      expect(Object.keys(stripe.requests[0].form).some((key) => key.includes('price_data'))).toBe(false)
      // A custom amount in the same interval has no price id: price_data again.
      await call({ amount: 26, interval: 'monthly', currency: 'USD', mode: 'subscription' })
      expect(stripe.requests[1].form['line_items[0][price_data][unit_amount]']).toBe('2600')
      // Annual is no longer offered.
      expect((await call({ amount: 25, interval: 'annual', currency: 'USD', mode: 'subscription' })).status).toBe(400)
    } finally {
      await t.payload.updateGlobal({ slug: 'donation-options', data: { stripeDonations: [] } })
    }
  })

  it('a Stripe outage answers 503 without recording anything', async () => {
    process.env.STRIPE_API_PORT = '1'
    const response = await call({ amount: 10, interval: 'single', currency: 'USD', mode: 'payment' })
    expect(response.status).toBe(503)
    expect((await counts()).donations).toBe(0)
  })
})

describe('create-checkout-session without a Stripe key', () => {
  it('returns the local test checkout', async () => {
    delete process.env.STRIPE_SECRET_KEY
    const response = await call({ amount: 50, interval: 'monthly', currency: 'USD', mode: 'subscription' })
    expect(response.status).toBe(200)
    const { url } = (await response.json()) as { url: string }
    expect(url).toMatch(/^\/donation\/test-checkout\?token=/)
    expect(stripe.requests).toHaveLength(0)
  })
})

describe('rate limit', () => {
  it('refuses a client over its per-minute budget with 429', async () => {
    const fromOneClient = () =>
      POST(
        new Request('http://localhost/api/stripe/create-checkout-session', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
          body: '{}',
        }),
      )
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await fromOneClient()).status)
    expect(statuses).toEqual([400, 400, 400, 429])
  })
})
