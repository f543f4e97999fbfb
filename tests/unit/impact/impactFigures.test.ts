import { describe, expect, it } from 'vitest'

import { impactFigures, type ImpactShipment } from '@/lib/impact/impactFigures'

const ship = (accountId: string, books: number, shippedAt: string, peopleServed: number | null = null): ImpactShipment => ({
  accountId,
  books,
  shippedAt,
  dateOrdered: null,
  peopleServed,
})

describe('impactFigures', () => {
  it('counts each library once, every book, every state reached, and people served as at each library’s first shipment', () => {
    const figures = impactFigures(
      [ship('1', 10, '2025-05-01', 900), ship('1', 5, '2024-01-01', 400), ship('2', 7, '2025-02-02', 3000), ship('3', 1, '2026-01-01')],
      [
        { id: '1', state: 'vt', numberServes: 5000 },
        { id: '2', state: 'NY', numberServes: 3500 },
        { id: '3', state: 'VT', numberServes: 120 },
      ],
    )
    // Library 1 counts the 400 of its first shipment (2024), not its later 900 or today's 5000; library 3's
    // order predates the recorded figure, so its account's figure stands in.
    expect(figures).toEqual({ libraries: 3, books: 23, states: 2, peopleServed: 400 + 3000 + 120 })
  })

  it('adds the history from before the site, its states joined with today’s', () => {
    expect(
      impactFigures([ship('1', 4, '2025-01-01', 50)], [{ id: '1', state: 'TX', numberServes: 50 }], {
        libraries: 120,
        books: 30_000,
        peopleServed: 250_000,
        states: ['tx', 'CA', ' '],
      }),
    ).toEqual({ libraries: 121, books: 30_004, states: 2, peopleServed: 250_050 })
  })

  it('is all zeros with nothing shipped and no baseline, and ignores nonsense in the baseline', () => {
    expect(impactFigures([], [])).toEqual({ libraries: 0, books: 0, states: 0, peopleServed: 0 })
    expect(impactFigures([], [], { libraries: -5, books: Number.NaN, peopleServed: null })).toEqual({
      libraries: 0,
      books: 0,
      states: 0,
      peopleServed: 0,
    })
  })
})
