import { describe, expect, it } from 'vitest'

import { centsToDollarsText, dollarsTextToCents, newVariantSku, priceRange, totalStock } from '@/lib/catalogue/bookAdmin'

describe('books list figures', () => {
  it('shows one price, a range across variants, or none for unpriced books', () => {
    expect(priceRange([{ price: 2500 }])).toBe('$25.00')
    expect(priceRange([{ price: 3000 }, { price: 2000 }, { price: null }])).toBe('$20.00–$30.00')
    expect(priceRange([{ price: null }, {}])).toBeNull()
    expect(priceRange(undefined)).toBeNull()
  })

  it('adds up the stock of every variant', () => {
    expect(totalStock([{ stock: 3 }, { stock: 0 }, { stock: 4 }])).toBe(7)
    expect(totalStock([{ stock: null }])).toBe(0)
    expect(totalStock(null)).toBe(0)
  })
})

describe('price entered in dollars and cents, stored in cents', () => {
  it('reads the ways people type an amount', () => {
    expect(dollarsTextToCents('25')).toBe(2500)
    expect(dollarsTextToCents('25.5')).toBe(2550)
    expect(dollarsTextToCents('$1,250.00')).toBe(125000)
    expect(dollarsTextToCents(' 0.99 ')).toBe(99)
    expect(dollarsTextToCents('.5')).toBe(50)
  })

  it('clears on empty input and refuses what is not an amount', () => {
    expect(dollarsTextToCents('')).toBeNull()
    expect(dollarsTextToCents('-3')).toBeUndefined()
    expect(dollarsTextToCents('2.505')).toBeUndefined()
    expect(dollarsTextToCents('twelve')).toBeUndefined()
  })

  it('shows a stored amount back in dollars', () => {
    expect(centsToDollarsText(2550)).toBe('25.50')
    expect(centsToDollarsText(null)).toBe('')
    expect(dollarsTextToCents(centsToDollarsText(1999))).toBe(1999)
  })
})

describe('a new variant’s SKU', () => {
  it('is BK- and eight unambiguous letters or digits, different each time', () => {
    const skus = Array.from({ length: 200 }, () => newVariantSku())
    for (const sku of skus) expect(sku).toMatch(/^BK-[2-9A-HJ-NP-Z]{8}$/)
    expect(new Set(skus).size).toBe(200)
  })

  it('draws each character from the random source', () => {
    expect(newVariantSku(() => 0)).toBe('BK-22222222')
    expect(newVariantSku(() => 0.9999)).toBe('BK-ZZZZZZZZ')
  })
})
