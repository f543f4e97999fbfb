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
