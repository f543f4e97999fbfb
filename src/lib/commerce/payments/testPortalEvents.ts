import crypto from 'node:crypto'

import type Stripe from 'stripe'

import { assertTestCheckoutAllowed } from './mode'

/**
 * The events Stripe's customer portal makes when a subscriber changes their amount or cancels, built for the
 * local stand-in of the portal (test mode only). They carry what the handlers read — the subscription's id,
 * status, cancellation and first item's price — and go through the webhook's own processing, as the test
 * checkout's events do.
 */

export type TestSubscription = {
  id: string
  customer: string | null
  /** Whole dollars per period. */
  amount: number
  interval: 'month' | 'year'
  metadata: Record<string, string>
}

export type TestPortalChange = { kind: 'amount'; amount: number } | { kind: 'cancel' }

export function testPortalEvent(subscription: TestSubscription, change: TestPortalChange, now = Date.now()): Stripe.Event {
  assertTestCheckoutAllowed()
  const created = Math.floor(now / 1000)
  const cancelling = change.kind === 'cancel'
  const amount = change.kind === 'amount' ? change.amount : subscription.amount
  const object = {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    // Cancelled at once, as the portal does when set to cancel immediately.
    status: cancelling ? 'canceled' : 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: cancelling ? created : null,
    ended_at: cancelling ? created : null,
    currency: 'usd',
    livemode: false,
    metadata: subscription.metadata,
    items: {
      object: 'list',
      data: [
        {
          id: `si_test_local_${subscription.id}`,
          object: 'subscription_item',
          quantity: 1,
          price: {
            id: `price_test_local_${amount}_${subscription.interval}`,
            object: 'price',
            currency: 'usd',
            unit_amount: amount * 100,
            recurring: { interval: subscription.interval, interval_count: 1 },
          },
        },
      ],
    },
  }
  return {
    id: `evt_test_local_${crypto.randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: null,
    created,
    livemode: false,
    pending_webhooks: 0,
    request: { id: null, idempotency_key: null },
    type: cancelling ? 'customer.subscription.deleted' : 'customer.subscription.updated',
    data: { object },
  } as unknown as Stripe.Event
}
