import type { Payload } from 'payload'

import { paymentsMode } from '../commerce/payments/mode'
import { getStripe } from '../commerce/payments/stripeClient'
import { TEST_SESSION_PREFIX } from '../commerce/payments/testCheckout'
import { isDonationInterval, type DonationInterval } from './options'

export type DonationSummary = { amount: number; interval: DonationInterval }

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,200}$/

/**
 * What the success page thanks the donor for, read from the checkout session: Stripe's record with
 * a real key; the donation the local test checkout recorded otherwise. Null when unknown.
 */
export async function donationSummary(
  payload: Payload,
  sessionId: string | undefined,
): Promise<DonationSummary | null> {
  if (!sessionId || !SESSION_ID.test(sessionId)) return null
  if (paymentsMode() === 'stripe' && !sessionId.startsWith(TEST_SESSION_PREFIX)) {
    try {
      const session = await getStripe().checkout.sessions.retrieve(sessionId)
      const interval = session.metadata?.donationInterval
      if (session.metadata?.purpose !== 'donation' || !isDonationInterval(interval) || !session.amount_total)
        return null
      return { amount: Math.round(session.amount_total / 100), interval }
    } catch (error) {
      payload.logger.warn(
        `Could not read checkout session ${sessionId}: ${error instanceof Error ? error.message : error}`,
      )
      return null
    }
  }
  const { docs } = await payload.find({
    collection: 'donations',
    where: { stripeCheckoutSessionId: { equals: sessionId } },
    limit: 1,
    depth: 0,
    select: { amount: true, interval: true },
  })
  const donation = docs[0]
  return donation ? { amount: donation.amount, interval: donation.interval } : null
}
