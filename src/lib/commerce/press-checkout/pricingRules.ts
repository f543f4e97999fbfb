import type { Payload } from 'payload'

import type { ShippingRule } from '../cart/shippingRates'
import type { TaxRule } from '../cart/tax'
import type { Country, ShippingMethod, TaxRate } from '../../../payload-types'

const isoOf = (country: number | Country | null | undefined) =>
  country && typeof country === 'object' ? country.iso.toUpperCase() : null

const COUNTRY_CODE_ONLY = { countries: { iso: true } } as const

/** The enabled shipping methods and the tax rates, as the pure pricing functions take them. */
export async function loadPricingRules(
  payload: Payload,
): Promise<{ shippingRules: ShippingRule[]; taxRules: TaxRule[] }> {
  const [methods, rates] = await Promise.all([
    payload.find({
      collection: 'shipping-methods',
      where: { enabled: { equals: true } },
      // In the order staff entered them: the SPEC §4 rule picks the first paid one.
      sort: 'createdAt',
      limit: 100,
      depth: 1,
      // Only each country's code: a populated country carries its whole states list (60 rows for the US).
      populate: COUNTRY_CODE_ONLY,
      overrideAccess: true,
    }),
    payload.find({ collection: 'tax-rates', limit: 500, depth: 1, populate: COUNTRY_CODE_ONLY, overrideAccess: true }),
  ])
  return {
    shippingRules: (methods.docs as ShippingMethod[]).map((method) => ({
      handle: method.handle,
      name: method.name,
      baseRate: method.baseRate ?? 0,
      perItemRate: method.perItemRate ?? 0,
      freeAbove: method.freeAbove ?? null,
      countries: (method.countries ?? []).map(isoOf).filter((iso): iso is string => !!iso),
    })),
    taxRules: (rates.docs as TaxRate[]).flatMap((rate) => {
      const countryIso = isoOf(rate.country)
      return countryIso
        ? [
            {
              name: rate.name,
              countryIso,
              stateCode: rate.stateCode || null,
              rate: rate.rate,
              includesShipping: !!rate.includesShipping,
            },
          ]
        : []
    }),
  }
}
