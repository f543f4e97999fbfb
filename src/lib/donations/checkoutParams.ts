import type Stripe from 'stripe'

import { intervalLabel, type DonationInterval } from './options'
import type { CheckoutRequestBody } from './checkoutRequestSchema'

export const DONATION_PURPOSE = 'donation'

const RECURRING: Record<Exclude<DonationInterval, 'single'>, 'month' | 'year'> = { monthly: 'month', annual: 'year' }

export const recurringIntervalFor = (interval: DonationInterval): 'month' | 'year' | null =>
  interval === 'single' ? null : RECURRING[interval]

export const donationProductName = (interval: DonationInterval): string =>
  interval === 'single' ? 'Donation to A.R.T.' : `${intervalLabel(interval)} donation to A.R.T.`

/** Metadata on the session (and the subscription) that lets the webhook recognise a donation. */
export const donationMetadata = (interval: DonationInterval): Record<string, string> => ({
  purpose: DONATION_PURPOSE,
  donationInterval: interval,
})

/**
 * Stripe Checkout Session parameters for a validated donation request: one-time → payment with
 * price_data; recurring → subscription with price_data.recurring; a configured price id wins.
 */
export function donationCheckoutParams(
  request: CheckoutRequestBody,
  { baseUrl, priceId }: { baseUrl: string; priceId: string | null },
): Stripe.Checkout.SessionCreateParams {
  const recurring = recurringIntervalFor(request.interval)
  const metadata = donationMetadata(request.interval)
  const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = priceId
    ? { price: priceId, quantity: 1 }
    : {
        quantity: 1,
        price_data: {
          currency: request.currency.toLowerCase(),
          unit_amount: request.amount * 100,
          product_data: { name: donationProductName(request.interval) },
          ...(recurring ? { recurring: { interval: recurring } } : {}),
        },
      }
  const common = {
    line_items: [lineItem],
    success_url: `${baseUrl}/donation/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${baseUrl}/donation/cancel`,
    metadata,
  }
  return request.mode === 'payment'
    ? { ...common, mode: 'payment', submit_type: 'donate', payment_intent_data: { metadata } }
    : { ...common, mode: 'subscription', subscription_data: { metadata } }
}
