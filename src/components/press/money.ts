/**
 * Made on first use, not when the module loads: building an Intl formatter costs a phone tens of milliseconds,
 * which at load time landed in the page's startup task even on pages that show no price (an empty cart).
 */
let usd: Intl.NumberFormat | undefined

/** Integer cents as dollars: 2500 → $25.00. */
export const formatCents = (cents: number): string =>
  (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(cents / 100)
