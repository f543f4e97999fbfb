import { afterEach, describe, expect, it, vi } from 'vitest'

import { assertTestCheckoutAllowed, paymentsMode, TestCheckoutDisabledError } from '@/lib/commerce/payments/mode'
import {
  createTestCheckoutSession,
  readTestCheckoutToken,
  testCheckoutCompletedEvent,
} from '@/lib/commerce/payments/testCheckout'

const session = {
  mode: 'payment' as const,
  amountTotal: 5000,
  currency: 'USD',
  recurringInterval: null,
  description: 'Donation to A.R.T.',
  metadata: { purpose: 'donation', donationInterval: 'single' },
  successUrl: '/donation/success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: '/donation/cancel',
}

afterEach(() => vi.unstubAllEnvs())

describe('payments mode', () => {
  it('is test mode only without STRIPE_SECRET_KEY', () => {
    expect(paymentsMode({})).toBe('test')
    expect(paymentsMode({ STRIPE_SECRET_KEY: '  ' })).toBe('test')
    expect(paymentsMode({ STRIPE_SECRET_KEY: 'sk_live_123' })).toBe('stripe')
  })

  it('the local test checkout refuses to work when a real key is set', () => {
    expect(() => assertTestCheckoutAllowed({ STRIPE_SECRET_KEY: 'sk_live_123' })).toThrow(TestCheckoutDisabledError)
    vi.stubEnv('STRIPE_SECRET_KEY', '')
    const { url } = createTestCheckoutSession(session)
    const token = new URL(url, 'http://x').searchParams.get('token')
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_live_123')
    expect(() => createTestCheckoutSession(session)).toThrow(TestCheckoutDisabledError)
    expect(() => readTestCheckoutToken(token)).toThrow(TestCheckoutDisabledError)
  })
})

describe('local test checkout tokens', () => {
  it('round-trip, and reject forged or expired tokens', () => {
    vi.stubEnv('STRIPE_SECRET_KEY', '')
    const { session: created, url } = createTestCheckoutSession(session, 1_000)
    const token = new URL(url, 'http://x').searchParams.get('token')!
    expect(readTestCheckoutToken(token, 2_000)).toEqual(created)
    const [body, signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ ...created, amountTotal: 1 })).toString('base64url')
    expect(readTestCheckoutToken(`${forged}.${signature}`, 2_000)).toBeNull()
    expect(readTestCheckoutToken(`${body}.x${signature.slice(1)}`, 2_000)).toBeNull()
    expect(readTestCheckoutToken(token, created.expiresAt + 1)).toBeNull()
    expect(readTestCheckoutToken('garbage', 2_000)).toBeNull()
  })

  it('completing produces the checkout.session.completed event Stripe would send', () => {
    vi.stubEnv('STRIPE_SECRET_KEY', '')
    const { session: created } = createTestCheckoutSession({
      ...session,
      mode: 'subscription',
      recurringInterval: 'month',
    })
    const event = testCheckoutCompletedEvent(created, { email: 'd@example.org', name: 'D' })
    expect(event.type).toBe('checkout.session.completed')
    expect(event.livemode).toBe(false)
    expect(event.data.object).toMatchObject({
      id: created.id,
      mode: 'subscription',
      amount_total: 5000,
      currency: 'usd',
      customer_details: { email: 'd@example.org', name: 'D' },
      metadata: { purpose: 'donation' },
    })
    expect((event.data.object as { subscription: string }).subscription).toMatch(/^sub_test_local_/)
  })
})
