/**
 * Donation receipts and yearly giving statements (issue 32 items 1 and 3), through signed webhook events to
 * the real SDK: one receipt per payment whatever the deliveries, renewals' own receipts, refunds, and the
 * January job sending one statement per donor with two runners at once.
 */
import type { PayloadRequest } from 'payload'
import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Donation, EmailOutbox } from '../../../src/payload-types'
import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createStaffUser, type StaffActor } from '../../helpers/users'

const SECRET = 'whsec_test_receipts'
const stripe = new Stripe('sk_test_unused')

let t: TestPayload
let webhook: (request: Request) => Promise<Response>
let settle: typeof import('../../../src/lib/db/afterCommit').settleAfterCommitWork
let statements: typeof import('../../../src/lib/donations/statements')
let endpoint: typeof import('../../../src/lib/donations/statementEndpoint')
let fulfilment: StaffActor
let editor: StaffActor
let n = 0

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  process.env.STRIPE_WEBHOOK_SECRET = SECRET
  delete process.env.STRIPE_SECRET_KEY
  t = await createTestPayload()
  ;({ POST: webhook } = await import('../../../src/app/(site)/api/stripe/webhook/route'))
  ;({ settleAfterCommitWork: settle } = await import('../../../src/lib/db/afterCommit'))
  statements = await import('../../../src/lib/donations/statements')
  endpoint = await import('../../../src/lib/donations/statementEndpoint')
  fulfilment = await createStaffUser(t.payload, 'fulfilment')
  editor = await createStaffUser(t.payload, 'editor')
}, 180_000)

afterAll(async () => {
  await t?.cleanup()
})

beforeEach(async () => {
  // The last test's receipts may still be sending: deleting their jobs under them would strand a transaction.
  expect(await settle(t.payload, 30_000)).toBe(true)
  delete process.env.SMTP_URL
  for (const collection of ['donations', 'stripe-events', 'email-outbox', 'giving-statements', 'payload-jobs'] as const)
    await t.payload.delete({ collection, where: { id: { exists: true } } })
})

const now = () => Math.floor(Date.now() / 1000)

const event = (type: string, object: Record<string, unknown>, id = `evt_r${++n}_${Date.now()}`) => ({
  id,
  object: 'event',
  api_version: '2025-09-30.clover',
  created: now(),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
})

const oneTimeSession = (id = `cs_test_r${++n}`, extra: Record<string, unknown> = {}) => ({
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
  payment_intent: `pi_r${n}`,
  metadata: { purpose: 'donation', donationInterval: 'single' },
  ...extra,
})

const subscriptionSession = (subscription: string) => ({
  ...oneTimeSession(),
  mode: 'subscription',
  amount_total: 2500,
  subscription,
  payment_intent: null,
  metadata: { purpose: 'donation', donationInterval: 'monthly' },
})

const invoice = (subscription: string, billingReason: string, paymentIntent: string, id = `in_r${++n}`) => ({
  id,
  object: 'invoice',
  billing_reason: billingReason,
  amount_paid: 2500,
  currency: 'usd',
  customer: 'cus_1',
  customer_email: 'ann@example.org',
  customer_name: 'Ann Donor',
  status_transitions: { paid_at: now() },
  payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: paymentIntent } }] },
  parent: {
    type: 'subscription_details',
    subscription_details: { subscription, metadata: { purpose: 'donation', donationInterval: 'monthly' } },
  },
})

const charge = (paymentIntent: string, refunded = true) => ({
  id: `ch_r${++n}`,
  object: 'charge',
  amount: 5000,
  amount_refunded: refunded ? 5000 : 1000,
  refunded,
  payment_intent: paymentIntent,
})

const deliver = async (payloadEvent: object) => {
  const body = JSON.stringify(payloadEvent)
  const headers = {
    'content-type': 'application/json',
    'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET }),
  }
  const response = await webhook(new Request('http://localhost/api/stripe/webhook', { method: 'POST', headers, body }))
  expect(response.status).toBe(200)
  return response
}

const donations = async () =>
  (await t.payload.find({ collection: 'donations', pagination: false, sort: 'createdAt', depth: 0 })).docs as Donation[]

/** The emails sent (the outbox: no mail service in tests), once the jobs run after their commits are done. */
async function sentEmails(subjectPart: string): Promise<EmailOutbox[]> {
  expect(await settle(t.payload, 30_000)).toBe(true)
  const { docs } = await t.payload.find({
    collection: 'email-outbox',
    where: { subject: { contains: subjectPart } },
    pagination: false,
    sort: 'createdAt',
    depth: 0,
  })
  return docs
}

const receipts = () => sentEmails('donation receipt')

describe('acknowledgment receipts', () => {
  it('a one-time donation gets one receipt with its amount, reference and the statement', async () => {
    await deliver(event('checkout.session.completed', oneTimeSession('cs_test_one', { payment_intent: 'pi_one' })))
    const [receipt, ...more] = await receipts()
    expect(more).toHaveLength(0)
    expect(receipt.to).toBe('ann@example.org')
    expect(receipt.text).toContain('Amount: $50.00')
    expect(receipt.text).toContain('Payment reference: pi_one')
    expect(receipt.text).toContain('Donor: Ann Donor')
    expect(receipt.text).toContain('No goods or services were provided in exchange for this contribution.')
    expect(receipt.text).toContain('EIN 00-0000000')
    const [donation] = await donations()
    expect(donation.receiptQueuedAt).toBeTruthy()
  })

  it('a redelivered event sends nothing more', async () => {
    const same = event('checkout.session.completed', oneTimeSession())
    await deliver(same)
    await deliver(same)
    await deliver(same)
    expect(await receipts()).toHaveLength(1)
  })

  it('two concurrent deliveries of the payment (twin events) send one receipt', async () => {
    const session = oneTimeSession()
    await Promise.all([
      deliver(event('checkout.session.completed', session)),
      deliver(event('checkout.session.completed', session)),
    ])
    expect(await donations()).toHaveLength(1)
    expect(await receipts()).toHaveLength(1)
  })

  it('a delayed payment gets its receipt when it succeeds, once under concurrent outcome events', async () => {
    const session = oneTimeSession(undefined, { payment_status: 'unpaid' })
    await deliver(event('checkout.session.completed', session))
    expect(await receipts()).toHaveLength(0)
    const paid = { ...session, payment_status: 'paid' }
    await Promise.all([
      deliver(event('checkout.session.async_payment_succeeded', paid)),
      deliver(event('checkout.session.async_payment_succeeded', paid)),
    ])
    expect(await receipts()).toHaveLength(1)
  })

  it('a monthly gift gets a receipt for its first payment and one for each renewal (invoice.paid)', async () => {
    await deliver(event('checkout.session.completed', subscriptionSession('sub_r1')))
    await deliver(event('invoice.paid', invoice('sub_r1', 'subscription_create', 'pi_first')))
    const renewal = invoice('sub_r1', 'subscription_cycle', 'pi_second', 'in_renewal')
    await Promise.all([deliver(event('invoice.paid', renewal)), deliver(event('invoice.paid', renewal))])
    const sent = await receipts()
    expect(sent).toHaveLength(2)
    expect(sent.map((email) => email.text?.includes('Gift: Monthly gift'))).toEqual([true, true])
    expect(sent.filter((email) => email.text?.includes('Payment reference: pi_second'))).toHaveLength(1)
    const rows = await donations()
    expect(rows.map((row) => [row.stripeInvoiceId ?? null, row.stripePaymentIntentId])).toEqual([
      [null, 'pi_first'],
      ['in_renewal', 'pi_second'],
    ])
  })

  it("a monthly gift's receipts link to 'Manage your gift' for that gift, a one-time gift's do not", async () => {
    await deliver(event('checkout.session.completed', oneTimeSession('cs_test_once', { payment_intent: 'pi_once' })))
    await deliver(event('checkout.session.completed', subscriptionSession('sub_m1')))
    await deliver(event('invoice.paid', invoice('sub_m1', 'subscription_cycle', 'pi_m2', 'in_m2')))
    const sent = await receipts()
    expect(sent).toHaveLength(3)
    const { giftForToken } = await import('../../../src/lib/donations/manageGift')
    const gift = (await donations()).find((row) => row.stripeSubscriptionId === 'sub_m1' && !row.stripeInvoiceId)!
    const linkIn = (email: (typeof sent)[number]) => /Manage your gift: (\S+)/.exec(email.text ?? '')?.[1] ?? null
    // By payment, not by position: each receipt is sent after its own event's commit, in whatever order.
    const once = sent.filter((email) => email.text?.includes('Payment reference: pi_once'))
    expect(once).toHaveLength(1)
    expect(linkIn(once[0]!)).toBeNull()
    const links = sent.filter((email) => !once.includes(email)).map(linkIn)
    expect(links).toHaveLength(2)
    for (const link of links) {
      const lookup = await giftForToken(t.payload, new URL(link!).searchParams.get('token'))
      expect(lookup.ok && lookup.gift.id).toBe(gift.id)
    }
  })

  it('a gift cancelled before its checkout event arrived still gets the receipt of its first payment', async () => {
    const subscription = {
      id: 'sub_early_cancel',
      object: 'subscription',
      status: 'canceled',
      customer: 'cus_1',
      currency: 'usd',
      canceled_at: now(),
      ended_at: now(),
      metadata: { purpose: 'donation', donationInterval: 'monthly' },
      items: { data: [{ price: { unit_amount: 2500, recurring: { interval: 'month' } } }] },
    }
    await deliver(event('customer.subscription.deleted', subscription))
    await deliver(event('invoice.paid', invoice('sub_early_cancel', 'subscription_create', 'pi_early')))
    expect(await receipts()).toHaveLength(0)
    await deliver(event('checkout.session.completed', subscriptionSession('sub_early_cancel')))
    const [receipt, ...more] = await receipts()
    expect(more).toHaveLength(0)
    expect(receipt.text).toContain('Amount: $25.00')
    const [donation] = await donations()
    expect(donation).toMatchObject({ status: 'cancelled', stripePaymentIntentId: 'pi_early' })
  })

  it('mail down: the receipt stays queued as an email job, and its retry sends it', async () => {
    const { createServer } = await import('node:net')
    const closed = createServer()
    const port = await new Promise<number>((resolve) =>
      closed.listen(0, '127.0.0.1', () => resolve((closed.address() as { port: number }).port)),
    )
    await new Promise((resolve) => closed.close(resolve))
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
    await deliver(event('checkout.session.completed', oneTimeSession()))
    expect(await settle(t.payload, 30_000)).toBe(true)
    const { docs: jobs } = await t.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendEmailMessage' } },
      depth: 0,
    })
    expect(jobs).toHaveLength(1)
    expect(jobs[0]).toMatchObject({ queue: 'email', totalTried: 1, hasError: false })
    expect(jobs[0].completedAt).toBeFalsy()
    delete process.env.SMTP_URL
    // The retry (the email queue's runner would take it after its back-off).
    await t.payload.jobs.runByID({ id: jobs[0].id })
    expect(await receipts()).toHaveLength(1)
  })
})

describe('refunds', () => {
  it("charge.refunded for a one-time donation's payment marks it refunded", async () => {
    await deliver(event('checkout.session.completed', oneTimeSession('cs_refund', { payment_intent: 'pi_refund' })))
    const response = await deliver(event('charge.refunded', charge('pi_refund')))
    expect(await response.json()).toMatchObject({ handledBy: 'donation-refunds' })
    const [donation] = await donations()
    expect(donation.status).toBe('refunded')
    expect(donation.refundedAt).toBeTruthy()
  })

  it("a refund of a monthly gift's first payment finds it through the invoice's payment", async () => {
    await deliver(event('checkout.session.completed', subscriptionSession('sub_r2')))
    await deliver(event('invoice.paid', invoice('sub_r2', 'subscription_create', 'pi_sub_first')))
    await deliver(event('charge.refunded', charge('pi_sub_first')))
    const [donation] = await donations()
    expect(donation).toMatchObject({ status: 'refunded', stripeSubscriptionId: 'sub_r2' })
  })

  it('a partial refund leaves the donation as given', async () => {
    await deliver(event('checkout.session.completed', oneTimeSession('cs_partial', { payment_intent: 'pi_partial' })))
    await deliver(event('charge.refunded', charge('pi_partial', false)))
    const [donation] = await donations()
    expect(donation.status).toBe('completed')
  })
})

const paidDonation = (
  email: string,
  completedAt: string,
  amount: number,
  extra: Partial<Pick<Donation, 'status' | 'refundedAt'>> = {},
) =>
  t.payload.create({
    collection: 'donations',
    data: {
      amount,
      currency: 'USD',
      interval: 'single',
      status: 'completed',
      donorEmail: email,
      donorName: 'A Donor',
      completedAt,
      receiptQueuedAt: completedAt,
      stripePaymentIntentId: `pi_s${++n}`,
      ...extra,
    },
  })

describe('the January giving statements', () => {
  it('two runners at once send one statement per donor (grouped by address, any case), and a rerun none', async () => {
    await paidDonation('ann@example.org', '2026-03-01T15:00:00Z', 50)
    await paidDonation('ANN@example.org', '2027-01-01T04:30:00Z', 25) // 23:30 on 31 Dec 2026, New York
    await paidDonation('ann@example.org', '2026-06-01T15:00:00Z', 100, {
      status: 'refunded',
      refundedAt: '2026-06-02T00:00:00Z',
    })
    await paidDonation('bo@example.org', '2026-08-01T15:00:00Z', 10)
    await paidDonation('cy@example.org', '2027-01-01T05:30:00Z', 40) // 00:30 on 1 Jan 2027, New York: next year's
    // The task's handler, as a runner calls it.
    const handler = statements.sendGivingStatementsTask.handler as unknown as (args: {
      input: { year?: number }
      req: PayloadRequest
    }) => Promise<unknown>
    const run = () => handler({ input: { year: 2026 }, req: { payload: t.payload } as PayloadRequest })
    await Promise.all([run(), run()])
    await run()
    const sent = await sentEmails('giving statement')
    expect(sent.map((email) => email.to).sort()).toEqual(['ann@example.org', 'bo@example.org'])
    const ann = sent.find((email) => email.to === 'ann@example.org')!
    expect(ann.subject).toBe('Your 2026 giving statement from A.R.T.')
    expect(ann.text).toContain('Total given in 2026: $75.00')
    expect(ann.text).toContain('$100.00 · One-time gift')
    expect(ann.text).toContain('Refunded (not counted)')
    expect(ann.text).toContain('December 31, 2026 · $25.00')
    expect((await t.payload.count({ collection: 'giving-statements' })).totalDocs).toBe(2)
  })

  it("staff's Send again: fulfilment staff send a donor's statement again; editors and visitors may not", async () => {
    const donation = await paidDonation('ann@example.org', '2026-03-01T15:00:00Z', 50)
    const post = (user: StaffActor | null) =>
      endpoint.sendGivingStatementEndpoint.handler({
        payload: t.payload,
        user,
        routeParams: { id: String(donation.id) },
        url: `http://localhost/api/donations/${donation.id}/giving-statement`,
      } as unknown as PayloadRequest)
    expect((await post(null)).status).toBe(403)
    expect((await post(editor)).status).toBe(403)
    expect(await sentEmails('giving statement')).toHaveLength(0)
    const response = await post(fulfilment)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ sent: true, year: 2026 })
    const [statement] = await sentEmails('giving statement')
    expect(statement.text).toContain('Total given in 2026: $50.00')
  })
})
