import { describe, expect, it } from 'vitest'

import { applyLineUpdate, quantityInStock, UnknownLineError, type Purchasable } from '@/lib/commerce/cart/lines'

const stock = new Map<string, Purchasable>([
  ['A', { purchasableId: 'A', title: 'Atlas', stock: 5 }],
  ['B', { purchasableId: 'B', title: 'Blue', stock: 2 }],
  ['C', { purchasableId: 'C', title: 'Clay', stock: 0 }],
])
let counter = 0
const newId = () => `n${++counter}`

describe('update-cart line changes', () => {
  it('adds a purchasable with qty 1 by default, then adds to the same line', () => {
    counter = 0
    const first = applyLineUpdate([], { purchasableId: 'A' }, stock, newId)
    expect(first).toEqual({ lines: [{ id: 'n1', purchasableId: 'A', qty: 1 }], messages: [] })
    const second = applyLineUpdate(first.lines, { purchasableId: 'A', qty: 2 }, stock, newId)
    expect(second.lines).toEqual([{ id: 'n1', purchasableId: 'A', qty: 3 }])
  })

  it('adds several purchasables at once', () => {
    counter = 0
    const result = applyLineUpdate([], { purchasables: [{ id: 'A', qty: 2 }, { id: 'B', qty: 1 }] }, stock, newId)
    expect(result.lines).toEqual([
      { id: 'n1', purchasableId: 'A', qty: 2 },
      { id: 'n2', purchasableId: 'B', qty: 1 },
    ])
  })

  it('sets a line quantity by line id, and 0 removes the line', () => {
    const lines = [
      { id: 'x', purchasableId: 'A', qty: 1 },
      { id: 'y', purchasableId: 'B', qty: 1 },
    ]
    expect(applyLineUpdate(lines, { lineItems: { x: { qty: 4 } } }, stock, newId).lines[0].qty).toBe(4)
    expect(applyLineUpdate(lines, { lineItems: { x: { qty: 0 } } }, stock, newId).lines).toEqual([lines[1]])
  })

  it('removes a purchasable given with qty 0', () => {
    const lines = [{ id: 'x', purchasableId: 'A', qty: 3 }]
    expect(applyLineUpdate(lines, { purchasableId: 'A', qty: 0 }, stock, newId).lines).toEqual([])
  })

  it('caps a line to the stock and says so', () => {
    const result = applyLineUpdate([], { purchasableId: 'B', qty: 5 }, stock, () => 'z')
    expect(result.lines).toEqual([{ id: 'z', purchasableId: 'B', qty: 2 }])
    expect(result.messages).toEqual(['Only 2 copies of “Blue” in stock: the quantity was lowered.'])
  })

  it('refuses to keep an out-of-stock purchasable and names it', () => {
    const result = applyLineUpdate([], { purchasableId: 'C' }, stock, () => 'z')
    expect(result).toEqual({ lines: [], messages: ['“Clay” is out of stock and was removed.'] })
  })

  it('throws for an unknown line or purchasable', () => {
    expect(() => applyLineUpdate([], { lineItems: { nope: { qty: 1 } } }, stock, newId)).toThrow(UnknownLineError)
    expect(() => applyLineUpdate([], { purchasableId: 'Z' }, stock, newId)).toThrow('There is no book with the id Z')
  })
})

describe('quantityInStock: the quantity field beside Add to cart / Add to order', () => {
  it('keeps a whole number between 1 and the copies in stock', () => {
    expect(quantityInStock('3', 5)).toBe(3)
    expect(quantityInStock('9', 5)).toBe(5)
    expect(quantityInStock('0', 5)).toBe(1)
    expect(quantityInStock('-2', 5)).toBe(1)
    expect(quantityInStock('2.7', 5)).toBe(2)
    expect(quantityInStock('', 5)).toBe(1)
    expect(quantityInStock('abc', 5)).toBe(1)
  })
})

