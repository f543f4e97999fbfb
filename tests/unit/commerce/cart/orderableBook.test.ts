import { describe, expect, it } from 'vitest'

import { orderableBook } from '@/lib/commerce/cart/orderableBook'

describe('orderableBook: what Add to cart adds and the price shown beside it', () => {
  it('adds the first variant in stock and shows that variant’s price, not the lowest', () => {
    const book = {
      title: 'Two editions',
      variants: [
        { sku: 'HARD', price: 4000, stock: 0 },
        { sku: 'SOFT', price: 5500, stock: 3 },
        { sku: 'CHEAP', price: 1800, stock: 9 },
      ],
    }
    expect(orderableBook(book)).toEqual({ title: 'Two editions', purchasableId: 'SOFT', stock: 3, price: 5500 })
  })

  it('with nothing in stock: no variant to add, the first variant’s price', () => {
    const book = {
      title: 'Sold out',
      variants: [
        { sku: 'A', price: 2500, stock: 0 },
        { sku: 'B', price: 1800, stock: 0 },
      ],
    }
    expect(orderableBook(book)).toEqual({ title: 'Sold out', purchasableId: null, stock: 0, price: 2500 })
  })

  it('books without a price (Library Program) have none', () => {
    expect(orderableBook({ title: 'Library', variants: [{ sku: 'LP', stock: 4 }] }).price).toBeNull()
    expect(orderableBook({ title: 'No variants', variants: null })).toEqual({
      title: 'No variants',
      purchasableId: null,
      stock: 0,
      price: null,
    })
  })
})
