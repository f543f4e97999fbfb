/** Countries and states, shipping methods and tax rates for the carts. */
import { FREE_SHIPPING_HANDLE } from '../../src/collections/ShippingMethods'
import { createDoc, type SeedContext } from './context'
import { COUNTRIES } from './data/countries'

export async function seedCountries(context: SeedContext) {
  const docs = []
  for (const country of COUNTRIES) {
    docs.push(
      await createDoc(context.payload, 'countries', {
        name: country.name,
        iso: country.iso,
        enabled: country.enabled,
        states: country.states.map(([name, abbreviation]) => ({ name, abbreviation })),
      }),
    )
  }
  return docs
}

export async function seedShippingMethods(context: SeedContext, countries: Array<{ id: number; iso?: unknown }>) {
  const idOf = (iso: string) => countries.find((c) => c.iso === iso)?.id
  const international = ['CA', 'MX', 'GB', 'IE'].map(idOf).filter((id): id is number => id !== undefined)
  const methods = [
    { name: 'Free shipping', handle: FREE_SHIPPING_HANDLE, baseRate: 0, perItemRate: 0 },
    { name: 'Standard (5–8 business days)', handle: 'standard', baseRate: 600, perItemRate: 150, freeAbove: 10_000, countries: [idOf('US')] },
    { name: 'US flat rate (media mail)', handle: 'usFlat', baseRate: 800, perItemRate: 0, countries: [idOf('US')] },
    { name: 'Express (2–3 business days)', handle: 'express', baseRate: 1800, perItemRate: 300, countries: [idOf('US')] },
    { name: 'International', handle: 'international', baseRate: 2500, perItemRate: 500, countries: international },
  ]
  const docs = []
  for (const method of methods) docs.push(await createDoc(context.payload, 'shipping-methods', method))
  return docs
}

export async function seedTaxRates(context: SeedContext, countries: Array<{ id: number; iso?: unknown }>) {
  const us = countries.find((c) => c.iso === 'US')!.id
  return [
    await createDoc(context.payload, 'tax-rates', { name: 'New York sales tax', country: us, stateCode: 'NY', rate: 8.875, includesShipping: true }),
    await createDoc(context.payload, 'tax-rates', { name: 'California sales tax', country: us, stateCode: 'CA', rate: 7.25 }),
    await createDoc(context.payload, 'tax-rates', { name: 'Illinois sales tax', country: us, stateCode: 'IL', rate: 6.25 }),
    await createDoc(context.payload, 'tax-rates', { name: 'Washington sales tax', country: us, stateCode: 'WA', rate: 6.5, includesShipping: true }),
  ]
}
