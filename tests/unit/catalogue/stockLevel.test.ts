import { describe, expect, it } from 'vitest'

import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  lowStockThreshold,
  stockLevel,
  stockLevelWhere,
} from '../../../src/lib/catalogue/stockLevel'

describe('stock level', () => {
  it('is out when no variant has a copy, whatever the threshold', () => {
    expect(stockLevel([{ stock: 0 }], 3)).toBe('out')
    expect(stockLevel([{ stock: 0 }, { stock: null }], 0)).toBe('out')
    expect(stockLevel([], 3)).toBe('out')
    expect(stockLevel(undefined, 3)).toBe('out')
  })

  it('is low when a variant is down to the threshold or fewer, and ok above it', () => {
    expect(stockLevel([{ stock: 3 }], 3)).toBe('low')
    expect(stockLevel([{ stock: 1 }], 3)).toBe('low')
    expect(stockLevel([{ stock: 4 }], 3)).toBe('ok')
    expect(stockLevel([{ stock: 1 }], 0)).toBe('ok')
  })

  it('counts a book with one variant sold out and another in stock as low (its filter can only look at variants)', () => {
    expect(stockLevel([{ stock: 0 }, { stock: 40 }], 3)).toBe('low')
    expect(stockLevel([{ stock: 10 }, { stock: 40 }], 3)).toBe('ok')
  })

  it('filters the same books as the badge: out by the in-stock flag, low by a variant at or under the threshold', () => {
    expect(stockLevelWhere('out', 3)).toEqual({ inStock: { equals: false } })
    expect(stockLevelWhere('low', 5)).toEqual({
      and: [{ inStock: { equals: true } }, { 'variants.stock': { less_than_equal: 5 } }],
    })
  })

  it('reads the staff-set threshold as a whole number of copies, the default when empty', () => {
    expect(lowStockThreshold(null)).toBe(DEFAULT_LOW_STOCK_THRESHOLD)
    expect(lowStockThreshold(Number.NaN)).toBe(DEFAULT_LOW_STOCK_THRESHOLD)
    expect(lowStockThreshold(7.9)).toBe(7)
    expect(lowStockThreshold(-2)).toBe(0)
  })
})
