import { formatPrice } from './price'

/**
 * Figures the admin's books list and form show for a book's variants. Prices are stored in cents and
 * entered in dollars and cents.
 */
type VariantFigures = { price?: number | null; stock?: number | null }

/** "$25.00", "$20.00–$30.00" across variants, or null when no variant has a price (Library Program books). */
export function priceRange(variants: readonly VariantFigures[] | null | undefined): string | null {
  const prices = (variants ?? []).flatMap((v) => (typeof v.price === 'number' && Number.isFinite(v.price) ? [v.price] : []))
  if (prices.length === 0) return null
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  return low === high ? formatPrice(low) : `${formatPrice(low)}–${formatPrice(high)}`
}

/** Copies on hand across every variant. */
export const totalStock = (variants: readonly VariantFigures[] | null | undefined): number =>
  (variants ?? []).reduce((sum, v) => sum + (typeof v.stock === 'number' && v.stock > 0 ? v.stock : 0), 0)

/** The text a price input shows for a stored amount: 2500 → "25.00", nothing → "". */
export const centsToDollarsText = (cents: number | null | undefined): string =>
  typeof cents === 'number' && Number.isFinite(cents) ? (cents / 100).toFixed(2) : ''

/**
 * The amount in cents a typed price stands for: "25", "25.5", "$1,250.00" → 2500, 2550, 125000.
 * Empty input clears the price (null); anything else that is not a non-negative amount with at most
 * two decimals is undefined (invalid: the field keeps the last good value and says so).
 */
export function dollarsTextToCents(text: string): number | null | undefined {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,(?=\d{3}(?:\D|$))/g, '').trim()
  if (cleaned === '') return null
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(cleaned) ?? /^()\.(\d{1,2})$/.exec(cleaned)
  if (!match) return undefined
  const [, whole, fraction = ''] = match
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'))
}

/**
 * A SKU for a new variant, so staff never have to invent one (Library Program books are free and have no
 * shop code): 'BK-' and eight letters and digits from a random source. Staff may replace it; orders and
 * stock find a variant by it, so it only has to be unique within its book.
 */
export function newVariantSku(random: () => number = Math.random): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  let code = ''
  for (let i = 0; i < 8; i++) code += alphabet[Math.floor(random() * alphabet.length)]
  return `BK-${code}`
}
