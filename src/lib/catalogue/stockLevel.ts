import type { Where } from 'payload'

import { totalStock } from './bookAdmin'

/**
 * Stock at a glance (issue 33 item 2): which books staff should restock. A book is "out" when no variant has a
 * copy (the book's stored in-stock flag is false), "low" when it can still be ordered but one of its variants
 * is down to the Program policy's threshold or fewer copies. The rule is per variant rather than per book's
 * total because that is what the database can filter on (a list filter and a dashboard count must agree with
 * the badge); for the usual one-variant book the two are the same.
 */
export type StockLevel = 'out' | 'low' | 'ok'

/** The Program policy's threshold when staff left it empty. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3

/** The staff-set threshold as a whole number of copies, zero or more (empty or nonsense means the default). */
export function lowStockThreshold(stored: number | null | undefined): number {
  if (typeof stored !== 'number' || !Number.isFinite(stored)) return DEFAULT_LOW_STOCK_THRESHOLD
  return Math.max(0, Math.floor(stored))
}

type Variant = { stock?: number | null }

export function stockLevel(variants: readonly Variant[] | null | undefined, threshold: number): StockLevel {
  if (totalStock(variants) === 0) return 'out'
  return (variants ?? []).some((variant) => Math.max(0, variant.stock ?? 0) <= threshold) ? 'low' : 'ok'
}

export const STOCK_LEVEL_LABELS: Record<Exclude<StockLevel, 'ok'>, string> = {
  out: 'Out of stock',
  low: 'Low stock',
}

/** The books of one level, as a Payload `where` (the books list, the restock page and the dashboard use it). */
export function stockLevelWhere(level: Exclude<StockLevel, 'ok'>, threshold: number): Where {
  if (level === 'out') return { inStock: { equals: false } }
  return { and: [{ inStock: { equals: true } }, { 'variants.stock': { less_than_equal: threshold } }] }
}
