import { describe, expect, it } from 'vitest'

import { donationCheckoutParams } from '@/lib/donations/checkoutParams'
import { checkoutRequestSchema, maxDonationAmount } from '@/lib/donations/checkoutRequestSchema'
import { configuredPriceId, fallbackDonationOptions, normalizeDonationOptions } from '@/lib/donations/options'

const schema = checkoutRequestSchema(fallbackDonationOptions(), 1000)

describe('checkout request schema', () => {
  it('accepts the SPEC body for each interval', () => {
    expect(schema.safeParse({ amount: 50, interval: 'single', currency: 'USD', mode: 'payment' }).success).toBe(true)
    expect(schema.safeParse({ amount: 50, interval: 'monthly', currency: 'USD', mode: 'subscription' }).success).toBe(
      true,
    )
    expect(schema.safeParse({ amount: 1000, interval: 'annual', currency: 'USD', mode: 'subscription' }).success).toBe(
      true,
    )
  })

  it.each([
    ['fraction', { amount: 10.5, interval: 'single', currency: 'USD', mode: 'payment' }, 'amount'],
    ['zero', { amount: 0, interval: 'single', currency: 'USD', mode: 'payment' }, 'amount'],
    ['over max', { amount: 1001, interval: 'single', currency: 'USD', mode: 'payment' }, 'amount'],
    ['string amount', { amount: '50', interval: 'single', currency: 'USD', mode: 'payment' }, 'amount'],
    ['unknown interval', { amount: 50, interval: 'weekly', currency: 'USD', mode: 'payment' }, 'interval'],
    ['euro', { amount: 50, interval: 'single', currency: 'EUR', mode: 'payment' }, 'currency'],
    ['one-time as subscription', { amount: 50, interval: 'single', currency: 'USD', mode: 'subscription' }, 'mode'],
    ['monthly as payment', { amount: 50, interval: 'monthly', currency: 'USD', mode: 'payment' }, 'mode'],
    ['extra field', { amount: 50, interval: 'single', currency: 'USD', mode: 'payment', email: 'x@y.z' }, ''],
  ])('rejects %s', (_name, body, path) => {
    const result = schema.safeParse(body)
    expect(result.success).toBe(false)
    if (path) expect(result.error!.issues.map((issue) => issue.path[0])).toContain(path)
  })

  it.each([
    [10.5, ['amount must be a whole number of dollars']],
    [0, ['amount must be at least 1']],
    [0.5, ['amount must be a whole number of dollars', 'amount must be at least 1']],
    [1001, ['amount must be at most 1000']],
    // Past 2^53 an amount is still a whole number: over the limit, not a fraction.
    [1e20, ['amount must be at most 1000']],
    ['50', ['amount must be a number']],
    [undefined, ['amount is required']],
  ])('says what is wrong with the amount %j', (amount, messages) => {
    const result = schema.safeParse({ amount, interval: 'single', currency: 'USD', mode: 'payment' })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(messages)
  })

  it('rejects intervals the site does not offer', () => {
    const onlyMonthly = normalizeDonationOptions({
      stripeDonations: [{ intervalName: 'monthly', availableAmounts: [{ amount: 5 }] }],
    })
    expect(
      checkoutRequestSchema(onlyMonthly, 1000).safeParse({
        amount: 5,
        interval: 'annual',
        currency: 'USD',
        mode: 'subscription',
      }).success,
    ).toBe(false)
  })

  it('reads the maximum from DONATION_MAX_AMOUNT', () => {
    expect(maxDonationAmount({})).toBe(100_000)
    expect(maxDonationAmount({ DONATION_MAX_AMOUNT: '2500' })).toBe(2500)
    expect(maxDonationAmount({ DONATION_MAX_AMOUNT: 'lots' })).toBe(100_000)
  })
})

describe('donation checkout params', () => {
  const baseUrl = 'https://www.example.org'

  it('one-time: payment mode with price_data in cents and the return urls', () => {
    const params = donationCheckoutParams(
      { amount: 75, interval: 'single', currency: 'USD', mode: 'payment' },
      { baseUrl, priceId: null },
    )
    expect(params).toMatchObject({
      mode: 'payment',
      success_url: 'https://www.example.org/donation/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://www.example.org/donation/cancel',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 7500 } }],
      metadata: { purpose: 'donation', donationInterval: 'single' },
    })
    expect(params.line_items![0].price_data).not.toHaveProperty('recurring')
  })

  it('recurring: subscription mode with monthly or yearly recurrence', () => {
    const monthly = donationCheckoutParams(
      { amount: 20, interval: 'monthly', currency: 'USD', mode: 'subscription' },
      { baseUrl, priceId: null },
    )
    expect(monthly).toMatchObject({
      mode: 'subscription',
      line_items: [{ price_data: { unit_amount: 2000, recurring: { interval: 'month' } } }],
    })
    const annual = donationCheckoutParams(
      { amount: 20, interval: 'annual', currency: 'USD', mode: 'subscription' },
      { baseUrl, priceId: null },
    )
    expect(annual).toMatchObject({
      line_items: [{ price_data: { recurring: { interval: 'year' } } }],
      subscription_data: { metadata: { purpose: 'donation' } },
    })
  })

  it('a configured Stripe price id replaces price_data, for preset amounts only', () => {
    const sets = normalizeDonationOptions({
      stripeDonations: [
        {
          intervalName: 'monthly',
          availableAmounts: [
            { amount: 10, stripeApiIdOptional: 'price_monthly_10' },
            { openAmount: true, stripeApiIdOptional: 'price_x' },
          ],
        },
      ],
    })
    expect(configuredPriceId(sets, 'monthly', 10)).toBe('price_monthly_10')
    expect(configuredPriceId(sets, 'monthly', 11)).toBeNull()
    const params = donationCheckoutParams(
      { amount: 10, interval: 'monthly', currency: 'USD', mode: 'subscription' },
      { baseUrl, priceId: 'price_monthly_10' },
    )
    expect(params.line_items).toEqual([{ price: 'price_monthly_10', quantity: 1 }])
  })
})
