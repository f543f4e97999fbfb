import { paymentsMode } from '../payments/mode'

type Env = Record<string, string | undefined>

/**
 * The Stripe dashboard page of a payment, or null when there is none to open: no reference yet, or the
 * local test checkout made it (no STRIPE_SECRET_KEY, so Stripe never saw it). Test-mode keys link to the
 * dashboard's test data.
 */
export function stripePaymentUrl(paymentIntentId: string | null | undefined, env: Env = process.env): string | null {
  if (!paymentIntentId || paymentsMode(env) !== 'stripe') return null
  const testData = /^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY?.trim() ?? '')
  return `https://dashboard.stripe.com/${testData ? 'test/' : ''}payments/${encodeURIComponent(paymentIntentId)}`
}
