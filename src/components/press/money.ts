const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Integer cents as dollars: 2500 → $25.00. */
export const formatCents = (cents: number): string => usd.format(cents / 100)
