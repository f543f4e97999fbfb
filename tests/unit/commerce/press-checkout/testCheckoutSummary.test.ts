import { describe, expect, it } from 'vitest'

import type { TestCheckoutSession } from '@/lib/commerce/payments/testCheckout'
import { testCheckoutSummary } from '@/lib/commerce/payments/testCheckoutSummary'

const base: TestCheckoutSession = {
  id: 'cs_test_local_1',
  mode: 'payment',
  amountTotal: 15_000,
  currency: 'USD',
  recurringInterval: null,
  description: 'Donation to A.R.T.',
  metadata: {},
  successUrl: '/donation/success',
  cancelUrl: '/donation/cancel',
  expiresAt: 0,
}

describe('testCheckoutSummary: what the local test checkout says is being paid for', () => {
  it('a donation: purpose, whole-dollar amount and interval, as before', () => {
    expect(testCheckoutSummary(base)).toEqual([
      { label: 'For', value: 'Donation to A.R.T.' },
      { label: 'Amount', value: '$150', testId: 'test-checkout-amount' },
      { label: 'Interval', value: 'Single', testId: 'test-checkout-interval' },
    ])
    expect(testCheckoutSummary({ ...base, mode: 'subscription', recurringInterval: 'month' })[2].value).toBe('Monthly')
    expect(testCheckoutSummary({ ...base, mode: 'subscription', recurringInterval: 'year' })[2].value).toBe('Annual')
  })

  it('a press order: each book with its quantity, shipping, tax and the total in cents; no interval', () => {
    const rows = testCheckoutSummary({
      ...base,
      amountTotal: 9_283,
      items: [
        { name: 'Paper Rivers', quantity: 2, amount: 5_000 },
        { name: 'Salt Print', quantity: 1, amount: 1_800 },
        { name: 'Shipping (US flat rate)', quantity: 1, amount: 800 },
        { name: 'New York sales tax', quantity: 1, amount: 683 },
      ],
    })
    expect(rows).toEqual([
      { label: 'Paper Rivers × 2', value: '$50.00' },
      { label: 'Salt Print', value: '$18.00' },
      { label: 'Shipping (US flat rate)', value: '$8.00' },
      { label: 'New York sales tax', value: '$6.83' },
      { label: 'Total', value: '$92.83', testId: 'test-checkout-amount' },
    ])
    expect(rows.map((row) => row.label)).not.toContain('Interval')
  })
})
