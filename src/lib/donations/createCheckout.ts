import crypto from 'node:crypto'

import type { Payload } from 'payload'
import sanitizeHtml from 'sanitize-html'

import { paymentsMode, serverUrl } from '../commerce/payments/mode'
import { getStripe } from '../commerce/payments/stripeClient'
import { isPaymentServiceUnavailable, PAYMENT_UNAVAILABLE_MESSAGE } from '../commerce/payments/unavailable'
import { createTestCheckoutSession } from '../commerce/payments/testCheckout'
import { checkoutRequestSchema, describeZodError, maxDonationAmount } from './checkoutRequestSchema'
import { donationCheckoutParams, donationMetadata, donationProductName, recurringIntervalFor } from './checkoutParams'
import { configuredPriceId, normalizeDonationOptions, type DonationOptionSet, type RawDonationOptions } from './options'

/** Description HTML from editors: formatting and links only. */
const sanitizeDescription = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'a', 'ul', 'ol', 'li', 'span'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  })

/** The published donation options (the fallback when none are configured); throws when the read fails. */
export async function readDonationOptions(payload: Payload): Promise<DonationOptionSet[]> {
  const raw = (await payload.findGlobal({ slug: 'donation-options', depth: 0 })) as RawDonationOptions
  return normalizeDonationOptions(raw, sanitizeDescription)
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

export type CreateCheckoutResult =
  { ok: true; url: string; sessionId: string } | { ok: false; status: 400 | 503; error: string; issues: string[] }

/**
 * Validates a donation request and opens a checkout: Stripe's hosted page with a secret key,
 * otherwise the local test checkout. Nothing is recorded here; the webhook records donations.
 */
export async function createDonationCheckout(payload: Payload, body: unknown): Promise<CreateCheckoutResult> {
  const options = await loadDonationOptions(payload)
  const parsed = checkoutRequestSchema(options, maxDonationAmount()).safeParse(body)
  if (!parsed.success) {
    return { ok: false, status: 400, error: 'Invalid donation request', issues: describeZodError(parsed.error) }
  }
  const request = parsed.data
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
    return { ok: true, url, sessionId: session.id }
  }
  const params = donationCheckoutParams(request, {
    baseUrl: serverUrl(),
    priceId: configuredPriceId(options, request.interval, request.amount),
  })
  let session
  try {
    session = await getStripe().checkout.sessions.create(params, { idempotencyKey: crypto.randomUUID() })
  } catch (error) {
    if (!isPaymentServiceUnavailable(error)) throw error
    payload.logger.warn({ err: error }, 'Donation checkout: the payment service is unavailable')
    return { ok: false, status: 503, error: PAYMENT_UNAVAILABLE_MESSAGE, issues: [] }
  }
  if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`)
  return { ok: true, url: session.url, sessionId: session.id }
}
