/**
 * Sales tax on press orders from the `tax-rates` collection: a rate for a country, or for one state of it (the
 * state's rate wins over the country's), on the items and, when the rate says so, on shipping too.
 */

export type TaxRule = {
  name: string
  countryIso: string
  /** State code (e.g. NY); null: the whole country. */
  stateCode: string | null
  /** Percent, e.g. 8.875. */
  rate: number
  includesShipping: boolean
}

export type TaxQuote = { name: string; rate: number; amount: number }

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toUpperCase() === b.trim().toUpperCase()

/** The rate for an address: the state's own, else the country-wide one, else none. */
export function taxRuleFor(
  rules: readonly TaxRule[],
  countryIso: string | null | undefined,
  state: string | null | undefined,
): TaxRule | null {
  const inCountry = rules.filter((rule) => same(rule.countryIso, countryIso))
  return inCountry.find((rule) => same(rule.stateCode, state)) ?? inCountry.find((rule) => !rule.stateCode) ?? null
}

/**
 * Tax in cents, rounded half up once on the taxed total. The rate is scaled to an integer first so that
 * 8.875 % of $2.00 is exactly 17.75 cents (→ 18) rather than a float just under it.
 */
export function taxAmount(rule: TaxRule, totals: { itemTotal: number; shippingTotal: number }): number {
  const taxed = totals.itemTotal + (rule.includesShipping ? totals.shippingTotal : 0)
  const millionths = Math.round(rule.rate * 10_000)
  return Math.round((taxed * millionths) / 1_000_000)
}

export function quoteTax(
  rules: readonly TaxRule[],
  address: { countryCode?: string | null; state?: string | null },
  totals: { itemTotal: number; shippingTotal: number },
): TaxQuote | null {
  const rule = taxRuleFor(rules, address.countryCode, address.state)
  return rule ? { name: rule.name, rate: rule.rate, amount: taxAmount(rule, totals) } : null
}
