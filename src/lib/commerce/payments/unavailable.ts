import { HttpError } from '../../http/errors'

/**
 * When Stripe cannot take a payment (unreachable, failing, refusing this site's key, rate-limiting it), the
 * buyer is told so plainly with a 503, and may simply try again: the checkout that failed has put back
 * everything it took. Errors that are the site's own fault (a request Stripe calls invalid) stay 500s.
 */
export const PAYMENT_UNAVAILABLE_MESSAGE =
  'We cannot reach our payment service right now. Nothing was charged. Please try again in a few minutes.'

/** Seconds a client should wait before trying a payment again. */
const PAYMENT_RETRY_AFTER_SECONDS = 60

const UNAVAILABLE_TYPES = new Set([
  'StripeConnectionError',
  'StripeAPIError',
  'StripeRateLimitError',
  'StripeAuthenticationError',
  'StripePermissionError',
  'StripeUnknownError',
])

/** Whether `error` is the Stripe SDK saying the payment service is out of reach or out of order. */
export function isPaymentServiceUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const type = (error as { type?: unknown }).type
  return typeof type === 'string' && UNAVAILABLE_TYPES.has(type)
}

/** Stripe out of reach, as the 503 the buyer reads (with Retry-After); the SDK's error is its cause. */
class PaymentServiceUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, PAYMENT_UNAVAILABLE_MESSAGE, { headers: { 'Retry-After': String(PAYMENT_RETRY_AFTER_SECONDS) } })
    this.cause = cause
  }
}

/** For a Stripe call's `.catch`: the SDK saying the service is out of reach becomes the buyer's 503. */
export function throwPaymentError(error: unknown): never {
  throw isPaymentServiceUnavailable(error) ? new PaymentServiceUnavailableError(error) : error
}
