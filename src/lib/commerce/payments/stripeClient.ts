import Stripe from 'stripe'

type Env = Record<string, string | undefined>

/**
 * The official Stripe SDK client. STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL point it at
 * another server (the fake Stripe used by tests and benchmarks).
 */
function createStripeClient(secretKey: string, env: Env = process.env): Stripe {
  const protocol =
    env.STRIPE_API_PROTOCOL === 'http' ? 'http' : env.STRIPE_API_PROTOCOL === 'https' ? 'https' : undefined
  return new Stripe(secretKey, {
    host: env.STRIPE_API_HOST || undefined,
    port: env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : undefined,
    protocol,
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: 'art-site' },
  })
}

let cached: { key: string; signature: string; client: Stripe } | undefined

/** One client per process (rebuilt if the key or endpoint changes, as tests do). */
export function getStripe(env: Env = process.env): Stripe {
  const key = env.STRIPE_SECRET_KEY?.trim()
  if (!key) throw new Error('STRIPE_SECRET_KEY is not set')
  const signature = [env.STRIPE_API_HOST, env.STRIPE_API_PORT, env.STRIPE_API_PROTOCOL].join('|')
  if (!cached || cached.key !== key || cached.signature !== signature) {
    cached = { key, signature, client: createStripeClient(key, env) }
  }
  return cached.client
}

/**
 * Signature checks need no API key, but the SDK wants one to construct; a placeholder keeps webhook
 * verification working when only STRIPE_WEBHOOK_SECRET is configured.
 */
export const stripeForWebhooks = (env: Env = process.env): Stripe =>
  env.STRIPE_SECRET_KEY?.trim() ? getStripe(env) : createStripeClient('sk_test_webhook_verification_only', env)
