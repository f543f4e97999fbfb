import { describe, expect, it } from 'vitest'

import { addToOrderMessage, decideLibraryLimit } from '@/lib/commerce/library-order/libraryLimit'

describe('addToOrderMessage', () => {
  it('says the server’s own message when there is one, and no limit statement when no limit applies', () => {
    expect(addToOrderMessage('Atlas', { ok: true, messages: ['Atlas is in your order twice now.'] })).toBe(
      'Atlas is in your order twice now.',
    )
    expect(addToOrderMessage('Atlas', { ok: true })).toBe('Added “Atlas” to your order.')
  })

  it('says a general error when the server gave none', () => {
    expect(addToOrderMessage('Atlas', { ok: false })).toBe('An error occurred.')
  })
})

describe('decideLibraryLimit', () => {
  it('marks a line that crosses the limit, and nothing at exactly the limit', () => {
    const lines = [
      { id: 'a', qty: 2 },
      { id: 'b', qty: 3 },
    ]
    expect(decideLibraryLimit(lines, 5)).toMatchObject({ exceeded: false, excessLineIds: [] })
    expect(decideLibraryLimit(lines, 3)).toMatchObject({ totalQty: 5, exceeded: true, excessLineIds: ['b'] })
  })
})
