import type Stripe from 'stripe'

import type { CheckoutQuote } from './quote'

/** Metadata that tells the webhook a checkout session is a press order. */
export const PRESS_PURPOSE = 'press-order'
const CURRENCY = 'usd'

export type PressSessionMetadata = { purpose: typeof PRESS_PURPOSE; cartNumber: string; idempotencyKey: string }

export const pressMetadata = (cartNumber: string, idempotencyKey: string): PressSessionMetadata => ({
  purpose: PRESS_PURPOSE,
  cartNumber,
  idempotencyKey,
})

/** Where Stripe sends the buyer back (site-relative; the Stripe path prefixes the public origin). */
export const pressSuccessPath = (cartNumber: string) => `/cart/order/${cartNumber}?session_id={CHECKOUT_SESSION_ID}`
export const PRESS_CANCEL_PATH = '/cart/cancel'

/**
 * Stripe Checkout Session parameters for a quoted press cart: payment mode, one line per book, the chosen
 * shipping as a fixed-amount shipping rate and the computed tax as its own line (Stripe charges exactly the
 * amounts quoted here, rounding included), the buyer's email, and the cart number and idempotency key in the
 * session's and payment's metadata. The session expires at `expiresAt` (Stripe's minimum is 30 minutes).
 */
export function pressCheckoutParams(
  quote: CheckoutQuote,
  input: { cartNumber: string; idempotencyKey: string; email: string; baseUrl: string; expiresAt: Date },
): Stripe.Checkout.SessionCreateParams {
  const metadata = pressMetadata(input.cartNumber, input.idempotencyKey)
  const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = quote.lines.map((line) => ({
    quantity: line.qty,
    price_data: {
      currency: CURRENCY,
      unit_amount: line.unitPrice,
      product_data: { name: line.title, metadata: { sku: line.sku } },
    },
  }))
  if (quote.taxTotal > 0)
    lineItems.push({
      quantity: 1,
      price_data: {
        currency: CURRENCY,
        unit_amount: quote.taxTotal,
        product_data: { name: quote.tax?.name ?? 'Sales tax' },
      },
    })
  return {
    mode: 'payment',
    line_items: lineItems,
    shipping_options: [
      {
        shipping_rate_data: {
          type: 'fixed_amount',
          display_name: quote.shippingName,
          fixed_amount: { amount: quote.shippingTotal, currency: CURRENCY },
          metadata: { handle: quote.shippingMethodHandle },
        },
      },
    ],
    customer_email: input.email,
    client_reference_id: input.cartNumber,
    metadata,
    payment_intent_data: { metadata },
    expires_at: Math.floor(input.expiresAt.getTime() / 1000),
    success_url: `${input.baseUrl}${pressSuccessPath(input.cartNumber)}`,
    cancel_url: `${input.baseUrl}${PRESS_CANCEL_PATH}`,
  }
}
