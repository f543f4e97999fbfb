import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { paymentsMode } from '../commerce/payments/mode'
import { getStripe } from '../commerce/payments/stripeClient'
import { throwPaymentError } from '../commerce/payments/unavailable'
import { createTestCheckoutSession } from '../commerce/payments/testCheckout'
import { serverUrl } from '../http/serverUrl'
import { checkoutRequestSchema, maxDonationAmount } from './checkoutRequestSchema'
import { donationCheckoutParams, donationMetadata, donationProductName, recurringIntervalFor } from './checkoutParams'
import { configuredPriceId, normalizeDonationOptions, type DonationOptionSet, type RawDonationOptions } from './options'

/** The published donation options (the fallback when none are configured); throws when the read fails. */
export async function readDonationOptions(payload: Payload): Promise<DonationOptionSet[]> {
  const raw = (await payload.findGlobal({ slug: 'donation-options', depth: 0 })) as RawDonationOptions
  return normalizeDonationOptions(raw)
}

/** As readDonationOptions, but a failed read degrades to the fallback options. */
async function loadDonationOptions(payload: Payload): Promise<DonationOptionSet[]> {
  try {
    return await readDonationOptions(payload)
  } catch (error) {
    payload.logger.error({ err: error }, 'Could not read the donation options; using the fallback')
    return normalizeDonationOptions(null)
  }
}

export type CreateCheckoutResult = { url: string; sessionId: string }

/**
 * Validates a donation request and opens a checkout: Stripe's hosted page with a secret key,
 * otherwise the local test checkout. Nothing is recorded here; the webhook records donations.
 */
export async function createDonationCheckout(payload: Payload, body: unknown): Promise<CreateCheckoutResult> {
  const options = await loadDonationOptions(payload)
  // Invalid: the ZodError is the route's 400.
  const request = checkoutRequestSchema(options, maxDonationAmount()).parse(body)
  if (paymentsMode() === 'test') {
    const { session, url } = createTestCheckoutSession({
      mode: request.mode,
      amountTotal: request.amount * 100,
      currency: request.currency,
      recurringInterval: recurringIntervalFor(request.interval),
      description: donationProductName(request.interval),
      metadata: donationMetadata(request.interval),
      successUrl: '/donation/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: '/donation/cancel',
    })
    return { url, sessionId: session.id }
  }
  const params = donationCheckoutParams(request, {
    baseUrl: serverUrl(),
    priceId: configuredPriceId(options, request.interval, request.amount),
  })
  const session = await getStripe()
    .checkout.sessions.create(params, { idempotencyKey: crypto.randomUUID() })
    .catch(throwPaymentError)
  if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`)
  return { url: session.url, sessionId: session.id }
}
