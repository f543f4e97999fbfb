const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Prices are stored in cents: 2500 → "$25.00". */
export const formatPrice = (cents: number | null | undefined): string | null =>
  typeof cents === 'number' && Number.isFinite(cents) ? usd.format(cents / 100) : null
