import { describe, expect, it } from 'vitest'

import { quoteTax, taxRuleFor, type TaxRule } from '@/lib/commerce/cart/tax'

const ny: TaxRule = { name: 'NY', countryIso: 'US', stateCode: 'NY', rate: 8.875, includesShipping: true }
const us: TaxRule = { name: 'US', countryIso: 'US', stateCode: null, rate: 5, includesShipping: false }

describe('taxRuleFor', () => {
  it('matches country and state whatever their case or surrounding spaces, on either side', () => {
    expect(taxRuleFor([us, ny], ' us ', ' ny')).toBe(ny)
    const typedWithSpaces: TaxRule = { ...ny, countryIso: ' us', stateCode: 'Ny ' }
    expect(taxRuleFor([typedWithSpaces], 'US', 'NY')).toBe(typedWithSpaces)
  })

  it('has no rule without a country, and the country-wide one without a state', () => {
    expect(taxRuleFor([us, ny], null, 'NY')).toBeNull()
    expect(taxRuleFor([us, ny], 'US', undefined)).toBe(us)
    expect(taxRuleFor([us, ny], 'US', '')).toBe(us)
  })
})

describe('quoteTax', () => {
  it('names the rule, its rate and the amount, or nothing where no rule applies', () => {
    const totals = { itemTotal: 2500, shippingTotal: 600 }
    expect(quoteTax([us, ny], { countryCode: 'US', state: 'NY' }, totals)).toEqual({
      name: 'NY',
      rate: 8.875,
      amount: 275,
    })
    expect(quoteTax([us, ny], { countryCode: 'US', state: 'TX' }, totals)).toEqual({ name: 'US', rate: 5, amount: 125 })
    expect(quoteTax([us, ny], { countryCode: 'GB' }, totals)).toBeNull()
  })
})
