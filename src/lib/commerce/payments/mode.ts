/**
 * Which payment backend runs: real Stripe when STRIPE_SECRET_KEY is set, otherwise the local test
 * checkout. The test checkout must never be reachable while a real key is configured.
 */
export type PaymentsMode = 'stripe' | 'test'

type Env = Record<string, string | undefined>

export const paymentsMode = (env: Env = process.env): PaymentsMode =>
  env.STRIPE_SECRET_KEY?.trim() ? 'stripe' : 'test'

export class TestCheckoutDisabledError extends Error {
  constructor() {
    super('The local test checkout is disabled because STRIPE_SECRET_KEY is set.')
  }
}

/** Every entry point of the local test checkout calls this first. */
export function assertTestCheckoutAllowed(env: Env = process.env): void {
  if (paymentsMode(env) !== 'test') throw new TestCheckoutDisabledError()
}
