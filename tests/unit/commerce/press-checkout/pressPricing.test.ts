import { describe, expect, it } from 'vitest'

import { addressQuery, canEstimate, estimateQuery } from '@/lib/commerce/cart/addressQuery'
import { methodsForCountry, quoteShipping, shippingCost, type ShippingRule } from '@/lib/commerce/cart/shippingRates'
import { taxAmount, taxRuleFor, type TaxRule } from '@/lib/commerce/cart/tax'
import { quoteCart } from '@/lib/commerce/press-checkout/quote'
import { PRESS_PURPOSE, pressCheckoutParams } from '@/lib/commerce/press-checkout/sessionParams'

const free: ShippingRule = {
  handle: 'freeShipping',
  name: 'Free shipping',
  baseRate: 0,
  perItemRate: 0,
  freeAbove: null,
  countries: [],
}
const usFlat: ShippingRule = {
  handle: 'usFlat',
  name: 'US flat',
  baseRate: 600,
  perItemRate: 0,
  freeAbove: null,
  countries: ['US'],
}
const usFreeOver: ShippingRule = {
  handle: 'usStandard',
  name: 'US standard',
  baseRate: 500,
  perItemRate: 100,
  freeAbove: 10_000,
  countries: ['US'],
}
const intl: ShippingRule = {
  handle: 'international',
  name: 'International',
  baseRate: 1500,
  perItemRate: 450,
  freeAbove: null,
  countries: ['CA', 'GB'],
}
const rules = [free, usFlat, usFreeOver, intl]

const ny: TaxRule = { name: 'NY', countryIso: 'US', stateCode: 'NY', rate: 8.875, includesShipping: true }
const ca: TaxRule = { name: 'CA', countryIso: 'US', stateCode: 'CA', rate: 7.25, includesShipping: false }
const gb: TaxRule = { name: 'VAT', countryIso: 'GB', stateCode: null, rate: 20, includesShipping: false }

describe('address query (SPEC §5)', () => {
  it("removes '#', leaves out empty parts and names the state by value or id", () => {
    expect(
      addressQuery({
        fullName: 'Ana',
        addressLine1: '12 Main St #4',
        addressLine2: ' # ',
        state: 'NY',
        zipCode: '10001',
      }),
    ).toEqual({
      'shippingAddress[fullName]': 'Ana',
      'shippingAddress[addressLine1]': '12 Main St 4',
      'shippingAddress[stateValue]': 'NY',
      'shippingAddress[zipCode]': '10001',
    })
    expect(addressQuery({ state: '42' })).toEqual({ 'shippingAddress[stateId]': '42' })
    expect(addressQuery({ state: '' })).toEqual({})
  })

  it('asks for an estimate only with a country and a ZIP code', () => {
    expect(canEstimate({ countryCode: 'US', zipCode: '10001' })).toBe(true)
    expect(estimateQuery({ countryCode: 'US', zipCode: '' })).toBeNull()
    expect(estimateQuery({ countryCode: '', zipCode: '10001' })).toBeNull()
    expect(estimateQuery({ countryCode: 'US', zipCode: '#' })).toBeNull()
    expect(estimateQuery({ countryCode: 'US', zipCode: '10001' })).toEqual({
      'shippingAddress[countryCode]': 'US',
      'shippingAddress[zipCode]': '10001',
    })
  })
})

describe('shipping rates', () => {
  it('offers the methods of the country, and only the everywhere ones without a country', () => {
    expect(methodsForCountry(rules, 'us').map((r) => r.handle)).toEqual(['freeShipping', 'usFlat', 'usStandard'])
    expect(methodsForCountry(rules, 'GB').map((r) => r.handle)).toEqual(['freeShipping', 'international'])
    expect(methodsForCountry(rules, null).map((r) => r.handle)).toEqual(['freeShipping'])
  })

  it('charges flat, per item, and nothing from the free-above amount', () => {
    expect(shippingCost(usFlat, { itemTotal: 5000, totalQty: 3 })).toBe(600)
    expect(shippingCost(intl, { itemTotal: 5000, totalQty: 3 })).toBe(1500 + 3 * 450)
    expect(shippingCost(usFreeOver, { itemTotal: 9_999, totalQty: 2 })).toBe(700)
    expect(shippingCost(usFreeOver, { itemTotal: 10_000, totalQty: 2 })).toBe(0)
  })

  it('keeps a paid method made free by its threshold marked as not free', () => {
    const quotes = quoteShipping(rules, 'US', { itemTotal: 12_000, totalQty: 4 })
    expect(quotes.find((q) => q.handle === 'usStandard')).toEqual({
      handle: 'usStandard',
      name: 'US standard',
      free: false,
      cost: 0,
    })
  })
})

describe('tax', () => {
  it("takes the state's rate, else the country's, else none", () => {
    expect(taxRuleFor([ny, ca, gb], 'US', 'ny')).toBe(ny)
    expect(taxRuleFor([ny, ca, gb], 'US', 'TX')).toBeNull()
    expect(taxRuleFor([ny, ca, gb], 'GB', 'London')).toBe(gb)
  })

  it('rounds half up in cents, on shipping only when the rate says so', () => {
    expect(taxAmount(ny, { itemTotal: 200, shippingTotal: 0 })).toBe(18) // 17.75
    expect(taxAmount(ny, { itemTotal: 2500, shippingTotal: 600 })).toBe(275) // 275.125
    expect(taxAmount(ca, { itemTotal: 2500, shippingTotal: 600 })).toBe(181) // 181.25, shipping untaxed
    expect(taxAmount(ca, { itemTotal: 1000, shippingTotal: 0 })).toBe(73) // 72.5
  })
})

describe('checkout quote', () => {
  const lines = [
    { bookId: 1, sku: 'A', title: 'Alpha', unitPrice: 2500, qty: 2 },
    { bookId: 2, sku: 'B', title: 'Beta', unitPrice: 1999, qty: 1 },
  ]

  it('has no shipping or tax until the country and ZIP are known', () => {
    const quote = quoteCart({
      lines,
      address: { countryCode: 'US' },
      chosenShipping: null,
      shippingRules: rules,
      taxRules: [ny],
    })
    expect(quote).toMatchObject({
      estimated: false,
      itemTotal: 6999,
      shippingTotal: 0,
      taxTotal: 0,
      total: 6999,
      shippingMethodHandle: 'freeShipping',
    })
  })

  it('picks the first paid method, keeps a chosen paid one, and totals items + shipping + tax', () => {
    const address = { countryCode: 'US', state: 'NY', zipCode: '10001' }
    const first = quoteCart({ lines, address, chosenShipping: null, shippingRules: rules, taxRules: [ny] })
    expect(first).toMatchObject({
      shippingMethodHandle: 'usFlat',
      shippingTotal: 600,
      taxTotal: 674,
      total: 6999 + 600 + 674,
    })
    const chosen = quoteCart({ lines, address, chosenShipping: 'usStandard', shippingRules: rules, taxRules: [ny] })
    expect(chosen).toMatchObject({ shippingMethodHandle: 'usStandard', shippingTotal: 800 })
    const gone = quoteCart({
      lines,
      address: { ...address, countryCode: 'GB' },
      chosenShipping: 'usStandard',
      shippingRules: rules,
      taxRules: [],
    })
    expect(gone).toMatchObject({ shippingMethodHandle: 'international', shippingTotal: 1500 + 3 * 450, taxTotal: 0 })
  })

  it("offers 'Free shipping' only where the SPEC §4 rule would keep it", () => {
    const us = { countryCode: 'US', state: 'NY', zipCode: '10001' }
    const inUs = quoteCart({ lines, address: us, chosenShipping: 'freeShipping', shippingRules: rules, taxRules: [] })
    expect(inUs.shippingMethods.map((method) => method.handle)).toEqual(['usFlat', 'usStandard'])
    expect(inUs.shippingMethodHandle).toBe('usFlat')
    const elsewhere = { countryCode: 'FR', zipCode: '75001' }
    const inFrance = quoteCart({ lines, address: elsewhere, chosenShipping: null, shippingRules: rules, taxRules: [] })
    expect(inFrance.shippingMethods.map((method) => method.handle)).toEqual(['freeShipping'])
    expect(inFrance).toMatchObject({ shippingMethodHandle: 'freeShipping', shippingName: 'Free shipping', shippingTotal: 0 })
  })
})

describe('Stripe session parameters', () => {
  it('charges exactly the quote, with the cart number and idempotency key in metadata', () => {
    const quote = quoteCart({
      lines: [{ bookId: 1, sku: 'A', title: 'Alpha', unitPrice: 2500, qty: 2 }],
      address: { countryCode: 'US', state: 'NY', zipCode: '10001' },
      chosenShipping: null,
      shippingRules: rules,
      taxRules: [ny],
    })
    const params = pressCheckoutParams(quote, {
      cartNumber: 'abcdefgh12345678',
      idempotencyKey: 'press:abcdefgh12345678:1',
      email: 'buyer@example.org',
      baseUrl: 'https://www.example.org',
      expiresAt: new Date('2026-01-01T00:30:00Z'),
    })
    expect(params.mode).toBe('payment')
    expect(params.customer_email).toBe('buyer@example.org')
    expect(params.metadata).toEqual({
      purpose: PRESS_PURPOSE,
      cartNumber: 'abcdefgh12345678',
      idempotencyKey: 'press:abcdefgh12345678:1',
    })
    expect(params.payment_intent_data?.metadata).toEqual(params.metadata)
    const charged =
      (params.line_items ?? []).reduce(
        (sum, item) => sum + (item.price_data?.unit_amount ?? 0) * (item.quantity ?? 0),
        0,
      ) + (params.shipping_options?.[0].shipping_rate_data?.fixed_amount?.amount ?? 0)
    expect(charged).toBe(quote.total)
    expect(params.expires_at).toBe(Date.parse('2026-01-01T00:30:00Z') / 1000)
    expect(params.success_url).toBe(
      'https://www.example.org/cart/order/abcdefgh12345678?session_id={CHECKOUT_SESSION_ID}',
    )
    expect(params.cancel_url).toBe('https://www.example.org/cart/cancel')
  })
})
