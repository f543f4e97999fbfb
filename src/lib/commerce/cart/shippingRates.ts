/**
 * Press shipping costs from the `shipping-methods` collection: a base rate plus a rate per copy, free once the
 * items reach the method's "free above" amount, offered only in its countries (none listed: everywhere).
 * All amounts are integer cents.
 */

export type ShippingRule = {
  handle: string
  name: string
  baseRate: number
  perItemRate: number
  /** Items total (cents) from which the method costs nothing; null: never free. */
  freeAbove: number | null
  /** ISO codes of the countries it ships to; empty: every country. */
  countries: string[]
}

export type ShippingQuote = {
  handle: string
  name: string
  /** A method that never charges (the SPEC §4 rule's "free"); a paid method made free by freeAbove is not. */
  free: boolean
  cost: number
}

const isFreeMethod = (rule: Pick<ShippingRule, 'baseRate' | 'perItemRate'>): boolean =>
  !rule.baseRate && !rule.perItemRate

/** The methods that ship to this country (with no country yet, only those that ship everywhere). */
export function methodsForCountry(
  rules: readonly ShippingRule[],
  countryIso: string | null | undefined,
): ShippingRule[] {
  const iso = countryIso?.trim().toUpperCase()
  return rules.filter((rule) => rule.countries.length === 0 || (!!iso && rule.countries.includes(iso)))
}

/** One method's cost for a cart, in cents ("free above" includes the amount itself: $100.00 of books ships free). */
export function shippingCost(rule: ShippingRule, cart: { itemTotal: number; totalQty: number }): number {
  if (rule.freeAbove !== null && cart.itemTotal >= rule.freeAbove) return 0
  return Math.round(rule.baseRate + rule.perItemRate * cart.totalQty)
}

/** The methods offered for this address and cart, with their costs, in the collection's order. */
export function quoteShipping(
  rules: readonly ShippingRule[],
  countryIso: string | null | undefined,
  cart: { itemTotal: number; totalQty: number },
): ShippingQuote[] {
  return methodsForCountry(rules, countryIso).map((rule) => ({
    handle: rule.handle,
    name: rule.name,
    free: isFreeMethod(rule),
    cost: shippingCost(rule, cart),
  }))
}
