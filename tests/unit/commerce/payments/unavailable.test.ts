import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'

import { isPaymentServiceUnavailable } from '@/lib/commerce/payments/unavailable'

/** The SDK builds its errors from Stripe's raw error; the class, not the raw type, names the error. */
const raw = (message: string) => ({ message, type: 'api_error' as const })

describe('isPaymentServiceUnavailable', () => {
  it.each([
    ['a connection failure', new Stripe.errors.StripeConnectionError(raw('connect ECONNREFUSED'))],
    ['a Stripe server error', new Stripe.errors.StripeAPIError(raw('Internal error'))],
    ['rate limiting', new Stripe.errors.StripeRateLimitError(raw('Too many requests'))],
    ['a refused key', new Stripe.errors.StripeAuthenticationError(raw('Invalid API key'))],
  ])('%s → unavailable (503)', (_name, error) => {
    expect(isPaymentServiceUnavailable(error)).toBe(true)
  })

  it.each([
    ['an invalid request (the site’s own fault)', new Stripe.errors.StripeInvalidRequestError(raw('No such price'))],
    ['a card decline', new Stripe.errors.StripeCardError(raw('Declined'))],
    ['any other error', new Error('boom')],
    ['not an error', 'StripeConnectionError'],
    ['nothing', null],
  ])('%s → not unavailable', (_name, error) => {
    expect(isPaymentServiceUnavailable(error)).toBe(false)
  })
})
