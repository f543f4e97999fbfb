/**
 * Donor self-service for monthly and annual gifts (issue 32 item 2): signed customer.subscription.updated and
 * .deleted events keep the gift's row current and thank the donor once; /support's link request answers the same
 * for every address and emails a working link only to a donor with an active recurring gift; the local stand-in
 * of the customer portal goes through the same handlers; with Stripe keys the link opens a Billing Portal session
 * (the real SDK against a local fake).
 */
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { Donation } from '../../../src/payload-types'
import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { pointStripeAtFake, startFakeStripe } from './fakeStripe'

vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.9' }) }))

const SECRET = 'whsec_test_self_service'
const stripe = new Stripe('sk_test_unused')

let t: TestPayload
let webhook: (request: Request) => Promise<Response>
let settle: typeof import('../../../src/lib/db/afterCommit').settleAfterCommitWork
let n = 0

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  process.env.STRIPE_WEBHOOK_SECRET = SECRET
  process.env.SERVER_URL = 'http://localhost:3000'
  delete process.env.STRIPE_SECRET_KEY
  t = await createTestPayload()
  ;({ POST: webhook } = await import('../../../src/app/(site)/api/stripe/webhook/route'))
  ;({ settleAfterCommitWork: settle } = await import('../../../src/lib/db/afterCommit'))
})

afterAll(async () => {
  await t?.cleanup()
})

beforeEach(async () => {
  // Emails of the test before, still being sent after its commit, land before the slate is wiped.
  await settle(t.payload, 30_000)
  for (const collection of ['donations', 'stripe-events', 'email-outbox'] as const)
    await t.payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
})

const event = (type: string, object: Record<string, unknown>) => ({
  id: `evt_self_${++n}_${Date.now()}`,
  object: 'event',
  api_version: '2025-09-30.clover',
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
})

const deliver = (payloadEvent: object) => {
  const body = JSON.stringify(payloadEvent)
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET })
  return webhook(
    new Request('http://localhost/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    }),
  )
}

/** A monthly gift's first row, as checkout.session.completed records it. */
const monthlyGift = async (email = 'ann@example.org', over: Partial<Donation> = {}) =>
  (await t.payload.create({
    collection: 'donations',
    data: {
      amount: 25,
      currency: 'USD',
      interval: 'monthly',
      status: 'active',
      donorEmail: email,
      donorName: 'Ann Donor',
      stripeSubscriptionId: `sub_self_${++n}`,
      stripeCustomerId: 'cus_self',
      stripeCheckoutSessionId: `cs_self_${n}`,
      testMode: true,
      completedAt: new Date().toISOString(),
      ...over,
    },
  })) as Donation

const subscription = (gift: Donation, over: Record<string, unknown> = {}) => ({
  id: gift.stripeSubscriptionId,
  object: 'subscription',
  status: 'active',
  customer: 'cus_self',
  currency: 'usd',
  cancel_at_period_end: false,
  cancel_at: null,
  canceled_at: null,
  metadata: { purpose: 'donation', donationInterval: 'monthly' },
  items: { data: [{ quantity: 1, price: { unit_amount: 2500, recurring: { interval: 'month' } } }] },
  ...over,
})

const row = async (id: Donation['id']) => (await t.payload.findByID({ collection: 'donations', id, depth: 0 })) as Donation

const outbox = async () => {
  await settle(t.payload, 30_000)
  return (await t.payload.find({ collection: 'email-outbox', sort: 'createdAt', depth: 0, pagination: false })).docs
}

describe('customer.subscription.updated and .deleted', () => {
  it('a new amount goes onto the gift, and changes nothing else', async () => {
    const gift = await monthlyGift()
    const price = { unit_amount: 4000, recurring: { interval: 'month' } }
    expect((await deliver(event('customer.subscription.updated', subscription(gift, { items: { data: [{ quantity: 1, price }] } })))).status).toBe(200)
    expect(await row(gift.id)).toMatchObject({ amount: 40, status: 'active', cancelledAt: null })
    expect(await outbox()).toEqual([])
  })

  it('cancelling at the period end marks the gift cancelled and thanks the donor once, even after .deleted', async () => {
    const gift = await monthlyGift()
    const canceledAt = Math.floor(Date.parse('2026-11-20T15:00:00Z') / 1000)
    await deliver(event('customer.subscription.updated', subscription(gift, { cancel_at_period_end: true, canceled_at: canceledAt })))
    expect(await row(gift.id)).toMatchObject({ status: 'cancelled', cancelledAt: '2026-11-20T15:00:00.000Z' })
    await deliver(event('customer.subscription.deleted', subscription(gift, { status: 'canceled', ended_at: canceledAt + 86_400 })))
    const mails = await outbox()
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ann@example.org', 'Your gift to A.R.T. is cancelled — thank you'],
    ])
    expect(mails[0]!.text).toContain('Your $25 monthly gift to A.R.T. is cancelled')
  })

  it('.deleted cancels and thanks once; a redelivery sends nothing more', async () => {
    const gift = await monthlyGift()
    const deleted = event('customer.subscription.deleted', subscription(gift, { status: 'canceled', ended_at: Math.floor(Date.now() / 1000) }))
    await deliver(deleted)
    await deliver(deleted)
    expect((await row(gift.id)).status).toBe('cancelled')
    expect((await outbox()).length).toBe(1)
  })

  it('a cancellation taken back later makes the gift active again; an older event delivered late does not', async () => {
    const gift = await monthlyGift()
    const stale = event('customer.subscription.updated', subscription(gift))
    stale.created -= 3600
    const cancelledAt = Math.floor(Date.now() / 1000) - 60
    await deliver(event('customer.subscription.updated', subscription(gift, { cancel_at_period_end: true, canceled_at: cancelledAt })))
    await deliver(stale)
    expect((await row(gift.id)).status).toBe('cancelled')
    await deliver(event('customer.subscription.updated', subscription(gift)))
    expect(await row(gift.id)).toMatchObject({ status: 'active', cancelledAt: null })
  })
})

describe("/support's link request and the local stand-in", () => {
  const ask = async (email: string) => {
    const { askForManageLink } = await import('../../../src/lib/donations/manageLinkAction')
    const form = new FormData()
    form.set('email', email)
    return askForManageLink({ status: 'idle' }, form)
  }

  it('answers the same for a donor, an unknown address and a donor without an active recurring gift', async () => {
    await monthlyGift('ann@example.org')
    await monthlyGift('cy@example.org', { status: 'cancelled' })
    const known = await ask('ann@example.org')
    const unknown = await ask('nobody@example.org')
    const ended = await ask('cy@example.org')
    expect(known).toEqual(unknown)
    expect(ended).toEqual(unknown)
    expect(known.status).toBe('success')
    expect(known.message).toContain("If that address has a monthly or annual gift with us, we've emailed a link")
    expect((await outbox()).map((mail) => mail.to)).toEqual(['ann@example.org'])
  })

  it('refuses a malformed address with a message on the field', async () => {
    const answer = await ask('not an address')
    expect(answer).toMatchObject({ status: 'failure', fields: { email: 'Enter a valid email address' } })
  })

  it('the emailed link opens the stand-in, whose cancel goes through the handlers and thanks the donor', async () => {
    const gift = await monthlyGift('dee@example.org')
    await ask('dee@example.org')
    const [mail] = await outbox()
    const url = new URL(/http:\/\/localhost:3000\/support\/manage-gift\?token=[\w.-]+/.exec(mail!.text!)![0])
    const token = url.searchParams.get('token')
    const { changeTestGift, giftForToken } = await import('../../../src/lib/donations/manageGift')
    expect(await giftForToken(t.payload, token)).toMatchObject({ ok: true, gift: { id: gift.id } })
    await changeTestGift(t.payload, token, { kind: 'amount', amount: 30 })
    expect(await row(gift.id)).toMatchObject({ amount: 30, status: 'active' })
    await changeTestGift(t.payload, token, { kind: 'cancel' })
    expect(await row(gift.id)).toMatchObject({ amount: 30, status: 'cancelled' })
    const mails = await outbox()
    expect(mails.map((each) => each.subject)).toEqual(['Manage your gift to A.R.T.', 'Your gift to A.R.T. is cancelled — thank you'])
    const events = await t.payload.find({ collection: 'stripe-events', sort: 'createdAt', depth: 0, pagination: false })
    expect(events.docs.map((each) => [each.type, each.handledBy])).toEqual([
      ['customer.subscription.updated', 'donations'],
      ['customer.subscription.deleted', 'donations'],
    ])
    // Another donor's gift does not open with this link, nor does a forged one.
    const other = await monthlyGift('eve@example.org')
    const { manageGiftUrl } = await import('../../../src/lib/donations/manageLink')
    const wrong = new URL(manageGiftUrl({ baseUrl: 'http://x', donationId: other.id, donorEmail: 'dee@example.org' }))
    expect(await giftForToken(t.payload, wrong.searchParams.get('token'))).toEqual({ ok: false, reason: 'invalid' })
    expect(await giftForToken(t.payload, `${token}x`)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('with Stripe keys, the link opens a Billing Portal session for the gift’s customer', async () => {
    const gift = await monthlyGift('fay@example.org')
    const fake = await startFakeStripe()
    const saved = { ...process.env }
    try {
      pointStripeAtFake(fake)
      const { customerPortalUrl } = await import('../../../src/lib/donations/manageGift')
      expect(await customerPortalUrl(gift)).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//)
      expect(fake.requests.at(-1)).toMatchObject({
        path: '/v1/billing_portal/sessions',
        form: { customer: 'cus_self', return_url: 'http://localhost:3000/support' },
      })
    } finally {
      process.env = saved
      await fake.close()
    }
  })
})
