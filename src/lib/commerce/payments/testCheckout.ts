import crypto from 'node:crypto'

import type Stripe from 'stripe'

import { getSecrets } from '../../config/secrets'
import { assertTestCheckoutAllowed } from './mode'

/**
 * The local stand-in for Stripe's hosted checkout, used whenever STRIPE_SECRET_KEY is absent.
 * The session travels in a signed token (no state kept); completing it produces the same
 * checkout.session.completed event Stripe would send, which goes through the webhook's code path.
 */
const TEST_CHECKOUT_PATH = '/donation/test-checkout'
export const TEST_SESSION_PREFIX = 'cs_test_local_'
const TOKEN_LIFETIME_MS = 60 * 60_000

export type TestCheckoutItem = { name: string; quantity: number; amount: number }

export type TestCheckoutSession = {
  id: string
  mode: 'payment' | 'subscription'
  /** Minor units (cents), like Stripe. */
  amountTotal: number
  currency: string
  recurringInterval: 'month' | 'year' | null
  description: string
  /**
   * What the page lists, for a purchase (Stripe's line items and shipping): each part's name, quantity and
   * amount in cents. Absent for donations, which show their amount and interval instead.
   */
  items?: TestCheckoutItem[]
  /** The page's heading, e.g. 'Order 3f9a…' (default 'Checkout'). */
  title?: string
  /** The buyer's email when already known (Stripe's customer_email), filled in on the page. */
  customerEmail?: string
  metadata: Record<string, string>
  /** Site-relative paths; {CHECKOUT_SESSION_ID} is replaced as Stripe does. */
  successUrl: string
  cancelUrl: string
  expiresAt: number
}

const sign = (body: string) => crypto.createHmac('sha256', getSecrets().payloadSecret).update(body).digest('base64url')

export function createTestCheckoutSession(
  session: Omit<TestCheckoutSession, 'id' | 'expiresAt'>,
  now = Date.now(),
): { session: TestCheckoutSession; url: string } {
  assertTestCheckoutAllowed()
  const full: TestCheckoutSession = {
    ...session,
    id: `${TEST_SESSION_PREFIX}${crypto.randomBytes(12).toString('hex')}`,
    expiresAt: now + TOKEN_LIFETIME_MS,
  }
  const body = Buffer.from(JSON.stringify(full)).toString('base64url')
  const token = `${body}.${sign(body)}`
  // Site-relative: the local checkout runs on whatever host served the request.
  return { session: full, url: `${TEST_CHECKOUT_PATH}?token=${encodeURIComponent(token)}` }
}

/** The session a token stands for, or null when it is forged, malformed or expired. */
export function readTestCheckoutToken(token: string | null | undefined, now = Date.now()): TestCheckoutSession | null {
  assertTestCheckoutAllowed()
  if (!token) return null
  const [body, signature] = token.split('.')
  if (!body || !signature) return null
  const expected = sign(body)
  if (signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected)))
    return null
  try {
    const session = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TestCheckoutSession
    return session.expiresAt > now ? session : null
  } catch {
    return null
  }
}

/** The event Stripe would deliver for this session once the donor pays. */
export function testCheckoutCompletedEvent(
  session: TestCheckoutSession,
  donor: { email: string; name: string },
  now = Date.now(),
): Stripe.Event {
  assertTestCheckoutAllowed()
  const suffix = session.id.slice(TEST_SESSION_PREFIX.length)
  const created = Math.floor(now / 1000)
  const object = {
    id: session.id,
    object: 'checkout.session',
    mode: session.mode,
    status: 'complete',
    payment_status: 'paid',
    amount_total: session.amountTotal,
    amount_subtotal: session.amountTotal,
    currency: session.currency.toLowerCase(),
    created,
    livemode: false,
    customer: `cus_test_local_${suffix}`,
    customer_details: { email: donor.email, name: donor.name },
    subscription: session.mode === 'subscription' ? `sub_test_local_${suffix}` : null,
    payment_intent: session.mode === 'payment' ? `pi_test_local_${suffix}` : null,
    metadata: session.metadata,
  }
  return {
    id: `evt_test_local_${suffix}`,
    object: 'event',
    api_version: null,
    created,
    livemode: false,
    pending_webhooks: 0,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: { object },
  } as unknown as Stripe.Event
}
