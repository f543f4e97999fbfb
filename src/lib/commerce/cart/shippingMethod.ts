/** SPEC §4 "Shipping method auto-set", shared by library orders (always free) and the press checkout. */

export const FREE_SHIPPING = 'freeShipping'

export type ShippingOption = { handle: string; free: boolean }

/**
 * If none is available use freeShipping; if a non-free method is already set (and still available) leave
 * it; else the first non-free available method, else the first.
 */
export function autoSetShippingMethod(available: readonly ShippingOption[], current: string | null | undefined): string {
  if (available.length === 0) return FREE_SHIPPING
  const chosen = available.find((option) => option.handle === current)
  if (chosen && !chosen.free) return chosen.handle
  return (available.find((option) => !option.free) ?? available[0]).handle
}

/**
 * The methods a buyer may choose: exactly those the rule above keeps once chosen. Beside a paid method a free one
 * would be switched back at once, so while any paid method ships there only the paid ones are offered; without
 * one, only the first (the rule's "else first").
 */
export function offeredShippingMethods<Option extends ShippingOption>(available: readonly Option[]): Option[] {
  const paid = available.filter((option) => !option.free)
  return paid.length > 0 ? paid : available.slice(0, 1)
}

/**
 * A cart's shipping as the cart calls answer it. `available` is null while the cart has no address to ship to:
 * nothing is then offered or set, rather than a method for some other country. Otherwise the offered methods
 * and the rule's choice among all those available.
 */
export function cartShipping<Option extends ShippingOption>(
  available: readonly Option[] | null,
  current: string | null | undefined,
): { offered: Option[]; handle: string | null } {
  if (available === null) return { offered: [], handle: null }
  return { offered: offeredShippingMethods(available), handle: autoSetShippingMethod(available, current) }
}
