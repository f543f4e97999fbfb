import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import type { Donation } from '../../payload-types'
import type { StripeEventHandler } from '../commerce/payments/webhooks'
import { DONATION_PURPOSE } from './checkoutParams'
import { cancellationThanksEmail, queueEmailInTransaction } from './giftEmails'
import { isDonationInterval, type DonationInterval } from './options'
import { queueDonationReceipt } from './receipts'

/**
 * Records donations from Stripe events (and the local test checkout, which emits the same events).
 * One row per payment: a one-time checkout, the first payment of a subscription (the row that
 * carries the subscription's status: active → cancelled) and every later invoice (renewal rows).
 */

type DonationData = Omit<Donation, 'id' | 'createdAt' | 'updatedAt'>

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null)

const toIso = (unixSeconds: number | null | undefined): string =>
  new Date((unixSeconds ?? Math.floor(Date.now() / 1000)) * 1000).toISOString()

const dollars = (minorUnits: number | null | undefined): number => Math.round((minorUnits ?? 0) / 100)

const isDonation = (metadata: Stripe.Metadata | null | undefined) => metadata?.purpose === DONATION_PURPOSE

const intervalFromMetadata = (metadata: Stripe.Metadata | null | undefined): DonationInterval | null =>
  isDonationInterval(metadata?.donationInterval) ? metadata.donationInterval : null

const intervalFromRecurring = (recurring: string | null | undefined): DonationInterval =>
  recurring === 'year' ? 'annual' : 'monthly'

const isTestEvent = (event: Stripe.Event) => !event.livemode

/** The invoice's payment (Stripe's `payments` list since 2025-03-31, `payment_intent` before): how a refund finds it. */
function paymentIntentOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { payment_intent?: string | { id: string } | null }).payment_intent
  const paid = invoice.payments?.data?.find((payment) => payment.payment?.payment_intent)
  return idOf(paid?.payment?.payment_intent ?? legacy ?? null)
}

function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy ?? null)
}

async function findOne(
  payload: Payload,
  req: PayloadRequest,
  where: Parameters<Payload['find']>[0]['where'],
): Promise<Donation | null> {
  const { docs } = await payload.find({ collection: 'donations', where, limit: 1, depth: 0, pagination: false, req })
  return (docs[0] as Donation | undefined) ?? null
}

/** The row standing for a subscription (its first payment), not a renewal. */
const findSubscriptionRow = (payload: Payload, req: PayloadRequest, subscriptionId: string) =>
  findOne(payload, req, {
    and: [{ stripeSubscriptionId: { equals: subscriptionId } }, { stripeInvoiceId: { exists: false } }],
  })

async function onCheckoutCompleted(
  payload: Payload,
  event: Stripe.Event,
  req: PayloadRequest,
  /** Set when a delayed payment's outcome is known before the completed event was recorded. */
  asyncOutcome?: 'completed' | 'failed',
): Promise<boolean> {
  const session = event.data.object as Stripe.Checkout.Session
  if (!isDonation(session.metadata)) return false
  const subscriptionId = idOf(session.subscription)
  const base = {
    amount: dollars(session.amount_total),
    currency: (session.currency ?? 'usd').toUpperCase(),
    donorEmail: session.customer_details?.email ?? null,
    donorName: session.customer_details?.name ?? null,
    stripeCheckoutSessionId: session.id,
    stripeCustomerId: idOf(session.customer as string | { id: string } | null),
    stripePaymentIntentId: idOf(session.payment_intent),
    testMode: isTestEvent(event),
    completedAt: toIso(event.created),
  } satisfies Partial<DonationData>
  // Already recorded, possibly with a delayed payment's outcome that must not be overwritten by "pending".
  if (await findOne(payload, req, { stripeCheckoutSessionId: { equals: session.id } })) return true
  if (session.mode === 'subscription' && subscriptionId) {
    const existing = await findSubscriptionRow(payload, req, subscriptionId)
    if (existing) {
      // Cancellation was delivered first: fill in the details, keep "cancelled".
      const paymentIntentId = base.stripePaymentIntentId ?? existing.stripePaymentIntentId
      await payload.update({
        collection: 'donations',
        id: existing.id,
        data: { ...base, stripePaymentIntentId: paymentIntentId },
        req,
      })
      await queueDonationReceipt(req, existing.id)
      return true
    }
    const created = await payload.create({
      collection: 'donations',
      req,
      data: {
        ...base,
        interval: intervalFromMetadata(session.metadata) ?? 'monthly',
        status: 'active',
        stripeSubscriptionId: subscriptionId,
      },
    })
    await queueDonationReceipt(req, created.id)
    return true
  }
  const status = asyncOutcome ?? (session.payment_status === 'unpaid' ? 'pending' : 'completed')
  const created = await payload.create({
    collection: 'donations',
    req,
    data: { ...base, interval: 'single', status, completedAt: status === 'completed' ? base.completedAt : null },
  })
  // A pending payment (bank debit) gets its receipt when it succeeds.
  await queueDonationReceipt(req, created.id)
  return true
}

/**
 * Bank debits and other delayed methods: the checkout completes unpaid ("pending"), then Stripe reports
 * the outcome. Either event may arrive first; the row ends in the outcome's status.
 */
async function onAsyncPaymentOutcome(
  payload: Payload,
  event: Stripe.Event,
  req: PayloadRequest,
  outcome: 'completed' | 'failed',
): Promise<boolean> {
  const session = event.data.object as Stripe.Checkout.Session
  if (!isDonation(session.metadata)) return false
  const existing = await findOne(payload, req, { stripeCheckoutSessionId: { equals: session.id } })
  if (!existing) return onCheckoutCompleted(payload, event, req, outcome)
  if (existing.status === outcome) return true
  const data: Partial<DonationData> = { status: outcome }
  if (outcome === 'completed') data.completedAt = toIso(event.created)
  await payload.update({ collection: 'donations', id: existing.id, data, req })
  await queueDonationReceipt(req, existing.id)
  return true
}

async function onInvoicePaid(payload: Payload, event: Stripe.Event, req: PayloadRequest): Promise<boolean> {
  const invoice = event.data.object as Stripe.Invoice
  const subscriptionId = subscriptionIdOfInvoice(invoice)
  if (!subscriptionId) return false
  const subscriptionRow = await findSubscriptionRow(payload, req, subscriptionId)
  const metadata = invoice.parent?.subscription_details?.metadata
  if (!subscriptionRow && !isDonation(metadata)) return false
  // The first invoice is the payment the checkout.session.completed row already records (and receipts); its
  // payment reference is kept there, so a refund of it finds the row.
  if (invoice.billing_reason === 'subscription_create') {
    const paymentIntentId = paymentIntentOfInvoice(invoice)
    if (subscriptionRow && paymentIntentId && !subscriptionRow.stripePaymentIntentId)
      await payload.update({
        collection: 'donations',
        id: subscriptionRow.id,
        data: { stripePaymentIntentId: paymentIntentId },
        req,
      })
    return true
  }
  if (await findOne(payload, req, { stripeInvoiceId: { equals: invoice.id } })) return true
  const renewal = await payload.create({
    collection: 'donations',
    req,
    data: {
      amount: dollars(invoice.amount_paid),
      currency: (invoice.currency ?? 'usd').toUpperCase(),
      interval: subscriptionRow?.interval ?? intervalFromMetadata(metadata) ?? 'monthly',
      status: 'completed',
      donorEmail: invoice.customer_email ?? subscriptionRow?.donorEmail ?? null,
      donorName: invoice.customer_name ?? subscriptionRow?.donorName ?? null,
      stripeSubscriptionId: subscriptionId,
      stripeInvoiceId: invoice.id,
      stripeCustomerId: idOf(invoice.customer as string | { id: string } | null),
      stripePaymentIntentId: paymentIntentOfInvoice(invoice),
      testMode: isTestEvent(event),
      completedAt: toIso(invoice.status_transitions?.paid_at ?? event.created),
    },
  })
  await queueDonationReceipt(req, renewal.id)
  return true
}

/**
 * Marks the subscription's row cancelled. Only the change from another status to cancelled thanks the donor (a
 * redelivered or second cancelling event — `.updated` with cancel_at_period_end, then `.deleted` at the period's
 * end — sends nothing more).
 */
async function cancelSubscriptionRow(req: PayloadRequest, row: Donation, cancelledAt: string): Promise<void> {
  if (row.status === 'cancelled') return
  await req.payload.update({ collection: 'donations', id: row.id, data: { status: 'cancelled', cancelledAt }, req })
  if (row.donorEmail)
    await queueEmailInTransaction(req, `Donation ${row.id}: cancellation thanks`, cancellationThanksEmail(row.donorEmail, row))
}

async function onSubscriptionDeleted(payload: Payload, event: Stripe.Event, req: PayloadRequest): Promise<boolean> {
  const subscription = event.data.object as Stripe.Subscription
  const existing = await findSubscriptionRow(payload, req, subscription.id)
  const cancelledAt = toIso(subscription.ended_at ?? subscription.canceled_at ?? event.created)
  if (existing) {
    await cancelSubscriptionRow(req, existing, cancelledAt)
    return true
  }
  if (!isDonation(subscription.metadata)) return false
  // Delivered before checkout.session.completed: record it now; the checkout event fills in the donor.
  const price = subscription.items?.data?.[0]?.price
  await payload.create({
    collection: 'donations',
    req,
    data: {
      amount: Math.max(1, dollars(price?.unit_amount)),
      currency: (subscription.currency ?? 'usd').toUpperCase(),
      interval: intervalFromMetadata(subscription.metadata) ?? intervalFromRecurring(price?.recurring?.interval),
      status: 'cancelled',
      stripeSubscriptionId: subscription.id,
      stripeCustomerId: idOf(subscription.customer as string | { id: string } | null),
      testMode: isTestEvent(event),
      cancelledAt,
    },
  })
  return true
}

/** The subscription's amount per period in dollars (its first item's price × quantity), or null when unknown. */
function subscriptionAmount(subscription: Stripe.Subscription): number | null {
  const item = subscription.items?.data?.[0]
  const unit = item?.price?.unit_amount
  return typeof unit === 'number' ? dollars(unit * (item?.quantity ?? 1)) : null
}

const CANCELLING_STATUSES: readonly string[] = ['canceled', 'incomplete_expired']

/**
 * A change made in Stripe's customer portal (or the local stand-in): a new amount goes onto the subscription's
 * row (renewal rows keep what was paid); a cancellation — now, or at the period's end (cancel_at_period_end,
 * cancel_at), when no further payment will be taken — marks it cancelled. Kept simple on purpose: a gift
 * cancelled at the period's end reads 'cancelled' from the moment the donor asked, and a cancellation the
 * donor takes back in the portal (cancel_at_period_end turned off later) makes it active again; a change of
 * card only is nothing the record keeps. Not a donation's subscription, or one not recorded yet: not ours.
 */
async function onSubscriptionUpdated(payload: Payload, event: Stripe.Event, req: PayloadRequest): Promise<boolean> {
  const subscription = event.data.object as Stripe.Subscription
  const existing = await findSubscriptionRow(payload, req, subscription.id)
  if (!existing) return isDonation(subscription.metadata)
  const amount = subscriptionAmount(subscription)
  if (amount !== null && amount >= 1 && amount !== existing.amount)
    await payload.update({ collection: 'donations', id: existing.id, data: { amount }, req })
  const row = { ...existing, amount: amount && amount >= 1 ? amount : existing.amount }
  const cancelling =
    CANCELLING_STATUSES.includes(subscription.status) || subscription.cancel_at_period_end || !!subscription.cancel_at
  if (cancelling) {
    await cancelSubscriptionRow(req, row, toIso(subscription.canceled_at ?? event.created))
    return true
  }
  // Taken back: only an event newer than the cancellation (an older one delivered late says nothing new).
  const resumed =
    existing.status === 'cancelled' &&
    (subscription.status === 'active' || subscription.status === 'trialing') &&
    !!existing.cancelledAt &&
    event.created * 1000 > Date.parse(existing.cancelledAt)
  if (resumed)
    await payload.update({ collection: 'donations', id: existing.id, data: { status: 'active', cancelledAt: null }, req })
  return true
}

export const donationEventHandler: StripeEventHandler = {
  name: 'donations',
  handle: async (payload, event, req) => {
    switch (event.type) {
      case 'checkout.session.completed':
        return onCheckoutCompleted(payload, event, req)
      case 'checkout.session.async_payment_succeeded':
        return onAsyncPaymentOutcome(payload, event, req, 'completed')
      case 'checkout.session.async_payment_failed':
        return onAsyncPaymentOutcome(payload, event, req, 'failed')
      case 'invoice.paid':
        return onInvoicePaid(payload, event, req)
      case 'customer.subscription.updated':
        return onSubscriptionUpdated(payload, event, req)
      case 'customer.subscription.deleted':
        return onSubscriptionDeleted(payload, event, req)
      default:
        return false
    }
  },
}
