/**
 * POST /api/stripe/webhook: signature checks on the raw body, event de-duplication (sequential and
 * concurrent), and the donation records for checkout, renewals and cancellations in any order.
 * Also the local test checkout, which must land in the same records.
 */
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Donation } from '../../../src/payload-types'
import { createTestPayload, type TestPayload } from '../../helpers/payload'

const SECRET = 'whsec_test_donations'
const stripe = new Stripe('sk_test_unused')

let t: TestPayload
let webhook: (request: Request) => Promise<Response>
let n = 0

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  process.env.STRIPE_WEBHOOK_SECRET = SECRET
  delete process.env.STRIPE_SECRET_KEY
  t = await createTestPayload()
  ;({ POST: webhook } = await import('../../../src/app/(site)/api/stripe/webhook/route'))
})

afterAll(async () => {
  await t?.cleanup()
})

beforeEach(async () => {
  await t.payload.delete({ collection: 'donations', where: { id: { exists: true } } })
  await t.payload.delete({ collection: 'stripe-events', where: { id: { exists: true } } })
})

const event = (type: string, object: Record<string, unknown>, id = `evt_${++n}_${Date.now()}`) => ({
  id,
  object: 'event',
  api_version: '2025-09-30.clover',
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
})

const oneTimeSession = (id = `cs_test_${++n}`) => ({
  id,
  object: 'checkout.session',
  mode: 'payment',
  status: 'complete',
  payment_status: 'paid',
  amount_total: 5000,
  currency: 'usd',
  customer: 'cus_1',
  customer_details: { email: 'ann@example.org', name: 'Ann Donor' },
  subscription: null,
  metadata: { purpose: 'donation', donationInterval: 'single' },
})

const subscriptionSession = (subscription: string, interval = 'monthly', amount = 2500) => ({
  ...oneTimeSession(),
  mode: 'subscription',
  amount_total: amount,
  subscription,
  metadata: { purpose: 'donation', donationInterval: interval },
})

const subscriptionObject = (id: string, recurring = 'month', amount = 2500) => ({
  id,
  object: 'subscription',
  status: 'canceled',
  customer: 'cus_1',
  currency: 'usd',
  canceled_at: Math.floor(Date.now() / 1000),
  ended_at: Math.floor(Date.now() / 1000),
  metadata: { purpose: 'donation', donationInterval: recurring === 'year' ? 'annual' : 'monthly' },
  items: { data: [{ price: { unit_amount: amount, recurring: { interval: recurring } } }] },
})

const invoice = (subscription: string, billingReason: string, id = `in_${++n}`) => ({
  id,
  object: 'invoice',
  billing_reason: billingReason,
  amount_paid: 2500,
  currency: 'usd',
  customer: 'cus_1',
  customer_email: 'ann@example.org',
  customer_name: 'Ann Donor',
  status_transitions: { paid_at: Math.floor(Date.now() / 1000) },
  parent: {
    type: 'subscription_details',
    subscription_details: { subscription, metadata: { purpose: 'donation', donationInterval: 'monthly' } },
  },
})

const signed = (body: string, options: { timestamp?: number; secret?: string } = {}) =>
  stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? SECRET,
    timestamp: options.timestamp,
  })

const deliver = (payloadEvent: object, header?: string | null, rawBody?: string) => {
  const body = rawBody ?? JSON.stringify(payloadEvent)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  const signature = header === undefined ? signed(body) : header
  if (signature !== null) headers['stripe-signature'] = signature
  return webhook(new Request('http://localhost/api/stripe/webhook', { method: 'POST', headers, body }))
}

const donations = async () =>
  (await t.payload.find({ collection: 'donations', pagination: false, sort: 'createdAt', depth: 0 })).docs as Donation[]

const writes = async () => ({
  donations: (await t.payload.count({ collection: 'donations' })).totalDocs,
  events: (await t.payload.count({ collection: 'stripe-events' })).totalDocs,
})

describe('signature', () => {
  it('a correctly signed event is accepted and recorded', async () => {
    const response = await deliver(event('checkout.session.completed', oneTimeSession('cs_test_ok')))
    expect(response.status).toBe(200)
    const [donation] = await donations()
    expect(donation).toMatchObject({
      amount: 50,
      currency: 'USD',
      interval: 'single',
      status: 'completed',
      donorEmail: 'ann@example.org',
      donorName: 'Ann Donor',
      stripeCheckoutSessionId: 'cs_test_ok',
      stripeCustomerId: 'cus_1',
      testMode: true,
    })
    expect(donation.completedAt).toBeTruthy()
  })

  it.each([
    ['no signature header', () => null],
    ['signed with another secret', (body: string) => signed(body, { secret: 'whsec_other' })],
    ['older than 300 seconds', (body: string) => signed(body, { timestamp: Math.floor(Date.now() / 1000) - 301 })],
    ['a garbage header', () => 't=1,v1=deadbeef'],
  ])('%s → 400 and nothing written', async (_name, header) => {
    const body = JSON.stringify(event('checkout.session.completed', oneTimeSession()))
    const response = await deliver({}, header(body), body)
    expect(response.status).toBe(400)
    expect(await writes()).toEqual({ donations: 0, events: 0 })
  })

  it('a body changed after signing → 400 and nothing written', async () => {
    const original = JSON.stringify(event('checkout.session.completed', oneTimeSession()))
    const header = signed(original)
    const tampered = original.replace('"amount_total":5000', '"amount_total":5')
    expect(tampered).not.toBe(original)
    const response = await deliver({}, header, tampered)
    expect(response.status).toBe(400)
    expect(await writes()).toEqual({ donations: 0, events: 0 })
  })

  it('a signature made 299 seconds ago is still accepted', async () => {
    const body = JSON.stringify(event('checkout.session.completed', oneTimeSession()))
    const response = await deliver({}, signed(body, { timestamp: Math.floor(Date.now() / 1000) - 299 }), body)
    expect(response.status).toBe(200)
  })
})

describe('de-duplication', () => {
  it('the same event delivered 10 times in a row records one donation', async () => {
    const same = event('checkout.session.completed', oneTimeSession())
    const results = []
    for (let i = 0; i < 10; i++) results.push(await (await deliver(same)).json())
    expect(results.filter((result) => result.status === 'processed')).toHaveLength(1)
    expect(results.filter((result) => result.status === 'duplicate')).toHaveLength(9)
    expect(await writes()).toEqual({ donations: 1, events: 1 })
  })

  it('the same event delivered 10 times at once records one donation', async () => {
    const same = event('checkout.session.completed', oneTimeSession())
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(same)))
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200))
    expect(await writes()).toEqual({ donations: 1, events: 1 })
  })

  it('two different events about the same checkout record it once', async () => {
    const session = oneTimeSession()
    await Promise.all([
      deliver(event('checkout.session.completed', session)),
      deliver(event('checkout.session.completed', session)),
    ])
    expect(await writes()).toEqual({ donations: 1, events: 2 })
  })

  // Press checkouts have their own handler (tests/integration/press); a purpose no handler claims is ignored.
  it('events that no handler claims are acknowledged and ignored', async () => {
    const response = await deliver(
      event('checkout.session.completed', { ...oneTimeSession(), metadata: { purpose: 'gift-card' } }),
    )
    expect(await response.json()).toMatchObject({ received: true, status: 'ignored' })
    expect((await writes()).donations).toBe(0)
  })
})

describe('failure while processing', () => {
  it('rolls the whole event back, so the redelivery is processed', async () => {
    const { processStripeEvent } = await import('../../../src/lib/commerce/payments/webhooks')
    const { donationEventHandler } = await import('../../../src/lib/donations/fulfilment')
    const failing = {
      name: 'fails-after-writing',
      handle: async (...args: Parameters<typeof donationEventHandler.handle>) => {
        await donationEventHandler.handle(...args)
        throw new Error('crash after the donation row was written')
      },
    }
    const same = event('checkout.session.completed', oneTimeSession()) as never
    await expect(processStripeEvent(t.payload, same, [failing])).rejects.toThrow('crash after')
    expect(await writes()).toEqual({ donations: 0, events: 0 })
    expect(await processStripeEvent(t.payload, same, [donationEventHandler])).toEqual({
      status: 'processed',
      handledBy: 'donations',
    })
    expect(await writes()).toEqual({ donations: 1, events: 1 })
  })
})

describe('subscriptions', () => {
  it('completed then cancelled ends cancelled', async () => {
    await deliver(event('checkout.session.completed', subscriptionSession('sub_a')))
    expect((await donations())[0]).toMatchObject({
      status: 'active',
      interval: 'monthly',
      amount: 25,
      stripeSubscriptionId: 'sub_a',
    })
    await deliver(event('customer.subscription.deleted', subscriptionObject('sub_a')))
    const rows = await donations()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'cancelled', donorEmail: 'ann@example.org' })
    expect(rows[0].cancelledAt).toBeTruthy()
  })

  it('cancelled delivered before completed still ends cancelled, with the donor filled in', async () => {
    await deliver(event('customer.subscription.deleted', subscriptionObject('sub_b', 'year', 12000)))
    await deliver(event('checkout.session.completed', subscriptionSession('sub_b', 'annual', 12000)))
    const rows = await donations()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      status: 'cancelled',
      interval: 'annual',
      amount: 120,
      donorEmail: 'ann@example.org',
      donorName: 'Ann Donor',
    })
  })

  it('completed and cancelled delivered at once end cancelled', async () => {
    await Promise.all([
      deliver(event('checkout.session.completed', subscriptionSession('sub_c'))),
      deliver(event('customer.subscription.deleted', subscriptionObject('sub_c'))),
    ])
    const rows = await donations()
    expect(rows).toHaveLength(1)
    expect(rows[0].status).toBe('cancelled')
  })

  it('each renewal invoice records a payment; the first invoice is the checkout itself', async () => {
    await deliver(event('checkout.session.completed', subscriptionSession('sub_d')))
    await deliver(event('invoice.paid', invoice('sub_d', 'subscription_create')))
    expect(await donations()).toHaveLength(1)
    const renewal = invoice('sub_d', 'subscription_cycle')
    await deliver(event('invoice.paid', renewal))
    await deliver(event('invoice.paid', renewal))
    await deliver(event('invoice.paid', invoice('sub_d', 'subscription_cycle')))
    const rows = await donations()
    expect(rows).toHaveLength(3)
    expect(rows[1]).toMatchObject({
      amount: 25,
      interval: 'monthly',
      status: 'completed',
      stripeSubscriptionId: 'sub_d',
      stripeInvoiceId: renewal.id,
    })
    await deliver(event('customer.subscription.deleted', subscriptionObject('sub_d')))
    expect((await donations()).map((row) => row.status)).toEqual(['cancelled', 'completed', 'completed'])
  })
})

describe('delayed payment methods', () => {
  const unpaid = (id: string) => ({ ...oneTimeSession(id), payment_status: 'unpaid' })
  const paidLater = (id: string) => ({ ...oneTimeSession(id), payment_status: 'paid' })

  it('completed unpaid is pending, then the payment succeeding completes it', async () => {
    await deliver(event('checkout.session.completed', unpaid('cs_async_ok')))
    expect((await donations())[0]).toMatchObject({ status: 'pending', completedAt: null })
    await deliver(event('checkout.session.async_payment_succeeded', paidLater('cs_async_ok')))
    const rows = await donations()
    expect(rows).toHaveLength(1)
    expect(rows[0].status).toBe('completed')
    expect(rows[0].completedAt).toBeTruthy()
  })

  it('a failed payment marks the donation failed', async () => {
    await deliver(event('checkout.session.completed', unpaid('cs_async_fail')))
    await deliver(event('checkout.session.async_payment_failed', unpaid('cs_async_fail')))
    expect((await donations()).map((row) => row.status)).toEqual(['failed'])
  })

  it('an outcome delivered before the completed event is kept', async () => {
    await deliver(event('checkout.session.async_payment_succeeded', paidLater('cs_async_early')))
    await deliver(event('checkout.session.completed', unpaid('cs_async_early')))
    const rows = await donations()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'completed', stripeCheckoutSessionId: 'cs_async_early' })
  })
})

describe('local test checkout', () => {
  const startCheckout = async (body: object) => {
    const { POST } = await import('../../../src/app/(site)/api/stripe/create-checkout-session/route')
    const response = await POST(
      new Request('http://localhost/api/stripe/create-checkout-session', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${++n % 250}` },
        body: JSON.stringify(body),
      }),
    )
    const { url } = (await response.json()) as { url: string }
    return new URL(url, 'http://localhost').searchParams.get('token')!
  }

  const complete = async (token: string, fields: { action: 'complete' | 'cancel'; name?: string; email?: string }) => {
    const { finishTestCheckout } = await import('../../../src/lib/commerce/payments/testCheckoutFlow')
    return finishTestCheckout(t.payload, { token, ...fields })
  }

  it('completing goes through the webhook path: donation recorded, success page summary available', async () => {
    const token = await startCheckout({ amount: 35, interval: 'monthly', currency: 'USD', mode: 'subscription' })
    const outcome = await complete(token, { action: 'complete', name: 'Tess Tester', email: 'tess@example.org' })
    if (!outcome.ok) throw new Error(outcome.error)
    const location = outcome.location
    expect(location).toMatch(/^\/donation\/success\?session_id=cs_test_local_/)
    const [donation] = await donations()
    expect(donation).toMatchObject({
      amount: 35,
      interval: 'monthly',
      status: 'active',
      donorEmail: 'tess@example.org',
      testMode: true,
    })
    const events = await t.payload.find({ collection: 'stripe-events', depth: 0 })
    expect(events.docs[0]).toMatchObject({
      type: 'checkout.session.completed',
      status: 'processed',
      handledBy: 'donations',
    })
    const { donationSummary } = await import('../../../src/lib/donations/sessionSummary')
    const sessionId = new URL(location, 'http://localhost').searchParams.get('session_id')!
    expect(await donationSummary(t.payload, sessionId)).toEqual({ amount: 35, interval: 'monthly' })
    // Submitting the same checkout again (double click, back button) records nothing new.
    await complete(token, { action: 'complete', name: 'Tess Tester', email: 'tess@example.org' })
    expect(await donations()).toHaveLength(1)
  })

  it('cancel returns to the cancel page and records nothing', async () => {
    const token = await startCheckout({ amount: 10, interval: 'single', currency: 'USD', mode: 'payment' })
    expect(await complete(token, { action: 'cancel' })).toEqual({ ok: true, location: '/donation/cancel' })
    expect(await writes()).toEqual({ donations: 0, events: 0 })
  })

  it('a missing donor email is refused', async () => {
    const token = await startCheckout({ amount: 10, interval: 'single', currency: 'USD', mode: 'payment' })
    expect(await complete(token, { action: 'complete', name: 'A', email: '' })).toMatchObject({
      ok: false,
      status: 400,
    })
    expect(await writes()).toEqual({ donations: 0, events: 0 })
  })

  it('a forged token is refused', async () => {
    const token = await startCheckout({ amount: 10, interval: 'single', currency: 'USD', mode: 'payment' })
    const outcome = await complete(`${token.slice(0, -2)}xx`, {
      action: 'complete',
      name: 'A',
      email: 'a@example.org',
    })
    expect(outcome).toMatchObject({ ok: false, status: 400 })
    expect(await writes()).toEqual({ donations: 0, events: 0 })
  })

  it('is unreachable when a real Stripe key is configured', async () => {
    const token = await startCheckout({ amount: 10, interval: 'single', currency: 'USD', mode: 'payment' })
    process.env.STRIPE_SECRET_KEY = 'sk_live_real'
    try {
      const outcome = await complete(token, { action: 'complete', name: 'A', email: 'a@example.org' })
      expect(outcome).toMatchObject({ ok: false, status: 404 })
      expect(await writes()).toEqual({ donations: 0, events: 0 })
    } finally {
      delete process.env.STRIPE_SECRET_KEY
    }
  })
})
