import { describe, expect, it } from 'vitest'

import {
  fillWaitText,
  isOutOfStock,
  isRestock,
  openSince,
  rankDemand,
  openWaitKey,
  waitHasExpired,
  waitingListDays,
  waitsToNotify,
} from '@/lib/commerce/waiting-list/rules'

describe('isRestock', () => {
  it('is the change from no copy at all to some', () => {
    expect(isRestock([{ stock: 0 }], [{ stock: 3 }])).toBe(true)
    expect(isRestock([{ stock: 0 }, { stock: null }], [{ stock: 0 }, { stock: 1 }])).toBe(true)
    expect(isRestock(null, [{ stock: 2 }])).toBe(true)
  })
  it('is not more copies of a book in stock, nor a book still out of stock', () => {
    expect(isRestock([{ stock: 1 }], [{ stock: 5 }])).toBe(false)
    expect(isRestock([{ stock: 0 }], [{ stock: 0 }])).toBe(false)
    expect(isRestock([{ stock: 2 }], [{ stock: 0 }])).toBe(false)
    expect(isRestock([{ stock: -3 }], [{ stock: 0 }])).toBe(false)
  })
})

describe('isOutOfStock', () => {
  it('is a book none of whose variants has a copy', () => {
    expect(isOutOfStock([{ stock: 0 }, { stock: null }])).toBe(true)
    expect(isOutOfStock(undefined)).toBe(true)
    expect(isOutOfStock([{ stock: 0 }, { stock: 1 }])).toBe(false)
  })
})

describe('waitHasExpired', () => {
  const now = new Date('2026-06-01T12:00:00Z')
  it('ends a wait the set number of days after it began', () => {
    expect(waitHasExpired('2026-03-03T12:00:00Z', now, 90)).toBe(true)
    expect(waitHasExpired('2026-03-03T12:00:01Z', now, 90)).toBe(false)
    expect(waitHasExpired('2026-05-31T12:00:00Z', now, 1)).toBe(true)
  })
  it('treats a period under one day as one day, and an unreadable date as not expired', () => {
    expect(waitHasExpired('2026-06-01T00:00:00Z', now, 0)).toBe(false)
    expect(waitHasExpired('not a date', now, 90)).toBe(false)
  })
  it('agrees with openSince, the cut-off reads filter on', () => {
    expect(openSince(now, 90).toISOString()).toBe('2026-03-03T12:00:00.000Z')
  })
})

describe('waitingListDays', () => {
  it('is the staff-set period in whole days, 90 when left empty, at least one', () => {
    expect(waitingListDays(30)).toBe(30)
    expect(waitingListDays(null)).toBe(90)
    expect(waitingListDays(undefined)).toBe(90)
    expect(waitingListDays(0)).toBe(1)
    expect(waitingListDays(12.7)).toBe(12)
  })
})

describe('waitsToNotify', () => {
  const now = new Date('2026-06-01T00:00:00Z')
  const waits = [
    { id: 3, joinedAt: '2026-05-02T00:00:00Z', notifiedFor: null },
    { id: 1, joinedAt: '2026-04-01T00:00:00Z', notifiedFor: 'restock-1' },
    { id: 2, joinedAt: '2026-04-01T00:00:00Z', notifiedFor: null },
    { id: 4, joinedAt: '2025-12-01T00:00:00Z', notifiedFor: null },
  ]
  it('tells the waiting libraries in the order they joined, each once per restock, not those run out', () => {
    expect(waitsToNotify(waits, 'restock-2', now, 90).map((wait) => wait.id)).toEqual([1, 2, 3])
    expect(waitsToNotify(waits, 'restock-1', now, 90).map((wait) => wait.id)).toEqual([2, 3])
  })
  it('orders ids as numbers when two joined at the same moment', () => {
    const same = [10, 9].map((id) => ({ id, joinedAt: '2026-05-01T00:00:00Z', notifiedFor: null }))
    expect(waitsToNotify(same, 'r', now, 90).map((wait) => wait.id)).toEqual([9, 10])
  })
})

describe('openWaitKey and fillWaitText', () => {
  it('keys one open wait per account and book', () => {
    expect(openWaitKey(7, 12)).toBe('7:12')
    expect(openWaitKey(7, 12)).not.toBe(openWaitKey(12, 7))
  })
  it('fills every placeholder, and leaves a text without them as it is', () => {
    expect(
      fillWaitText('“{title}” is back: {link} (waits last {days} days)', {
        title: 'Dune',
        link: 'https://x/b',
        days: 90,
      }),
    ).toBe('“Dune” is back: https://x/b (waits last 90 days)')
    expect(fillWaitText('Back in stock', { title: 'Dune' })).toBe('Back in stock')
  })
})

describe('rankDemand', () => {
  it('ranks books by waiting libraries, then by how long the first has waited, with that date', () => {
    const waits = [
      { book: 1, joinedAt: '2026-05-01T00:00:00Z' },
      { book: 2, joinedAt: '2026-04-01T00:00:00Z' },
      { book: 1, joinedAt: '2026-03-01T00:00:00Z' },
      { book: 3, joinedAt: '2026-02-01T00:00:00Z' },
      { book: 2, joinedAt: '2026-04-15T00:00:00Z' },
    ]
    expect(rankDemand(waits)).toEqual([
      { bookId: 1, waiting: 2, since: '2026-03-01T00:00:00Z' },
      { bookId: 2, waiting: 2, since: '2026-04-01T00:00:00Z' },
      { bookId: 3, waiting: 1, since: '2026-02-01T00:00:00Z' },
    ])
    expect(rankDemand([])).toEqual([])
  })
})
