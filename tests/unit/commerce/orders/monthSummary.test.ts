import { describe, expect, it } from 'vitest'

import { startOfMonth, summariseMonth } from '@/lib/commerce/orders/monthSummary'

describe('dashboard month summary', () => {
  it('starts the month at midnight in New York, daylight saving or not', () => {
    expect(startOfMonth(new Date('2026-11-23T12:00:00Z')).toISOString()).toBe('2026-11-01T04:00:00.000Z')
    expect(startOfMonth(new Date('2026-12-01T04:59:00Z')).toISOString()).toBe('2026-11-01T04:00:00.000Z')
    expect(startOfMonth(new Date('2026-12-01T05:00:00Z')).toISOString()).toBe('2026-12-01T05:00:00.000Z')
  })

  it('counts orders and books by state, most books first, leaving cancelled orders out', () => {
    expect(
      summariseMonth([
        { state: 'ME', totalQty: 3, status: 'pending' },
        { state: 'NY', totalQty: 5, status: 'shipped' },
        { state: 'ME', totalQty: 4, status: 'completed' },
        { state: 'ME', totalQty: 9, status: 'cancelled' },
        { state: null, totalQty: 1, status: 'processing' },
      ]),
    ).toEqual({
      orders: 4,
      books: 13,
      byState: [
        { state: 'ME', orders: 2, books: 7 },
        { state: 'NY', orders: 1, books: 5 },
        { state: 'No state', orders: 1, books: 1 },
      ],
    })
  })
})
