import { describe, expect, it } from 'vitest'

import { planCounts, planRows, type ExistingBook } from '@/lib/catalogue/import/plan'
import type { BookRow } from '@/lib/catalogue/import/rows'
import { tagLookup } from '@/lib/catalogue/import/tags'

const book: ExistingBook = {
  id: 7,
  title: 'Blue Rooms',
  slug: 'blue-rooms',
  isbn: '9780306406157',
  year: 2019,
  authors: 'Ana Ruiz',
  catalogue: 'press',
  tagIds: { publishers: [], format: [1], audiences: [], themes: [], artists: [], keywords: [] },
  description: 'A book of rooms.',
  variants: [{ id: 'v1', sku: 'BK-1', stock: 4, price: 2500 }],
  cover: 'blue.jpg',
}
const catalogue = { byIsbn: new Map([[book.isbn!, book]]), bySlug: new Map([[book.slug, book]]) }
const lookup = tagLookup([{ id: 1, title: 'Zine', group: 'formats' }])
const noCovers = () => null

const same: BookRow = {
  line: 2,
  title: 'Blue Rooms',
  slug: 'blue-rooms',
  catalogue: 'press',
  authors: 'Ana Ruiz',
  isbn: '9780306406157',
  year: 2019,
  tags: { format: ['zine'] },
  description: 'A book of rooms.',
  quantity: 4,
  price: 2500,
  cover: 'blue.jpg',
}

describe('what an import row does', () => {
  it('leaves a book whose row says what it has unchanged', () => {
    expect(planRows([same], catalogue, lookup, noCovers)).toEqual([
      { action: 'unchanged', line: 2, title: 'Blue Rooms', bookId: 7, notes: [] },
    ])
  })

  it('updates only the columns that differ, found by ISBN even under a new title', () => {
    const [plan] = planRows(
      [
        {
          ...same,
          title: 'Blue Rooms (2nd ed.)',
          slug: 'blue-rooms-2nd-ed',
          year: 2020,
          tags: { format: ['Leporello'] },
        },
      ],
      catalogue,
      lookup,
      noCovers,
    )
    expect(plan).toMatchObject({ action: 'update', bookId: 7, changes: ['title', 'year', 'format'] })
  })

  it('finds a book by its title when the row has no ISBN', () => {
    const [plan] = planRows([{ ...same, isbn: undefined, price: 3000 }], catalogue, lookup, noCovers)
    expect(plan).toMatchObject({ action: 'update', bookId: 7, changes: ['price'] })
  })

  it('never writes the stock of a book already in the catalogue, and says so', () => {
    const [plan] = planRows([{ ...same, quantity: 10 }], catalogue, lookup, noCovers)
    expect(plan).toMatchObject({
      action: 'unchanged',
      notes: [{ column: 'Quantity', reason: expect.stringMatching(/Stock stays at 4.*Restock/) }],
    })
  })

  it('creates a new book, noting a cover missing from the zip', () => {
    const row: BookRow = { line: 3, title: 'Green', slug: 'green', tags: {}, cover: 'green.jpg' }
    expect(planRows([row], catalogue, lookup, noCovers)).toEqual([
      {
        action: 'create',
        line: 3,
        title: 'Green',
        changes: [],
        notes: [{ column: 'Cover file', reason: expect.stringMatching(/not in the zip/) }],
      },
    ])
    expect(planRows([row], catalogue, lookup, () => 'zip')[0]).toMatchObject({ action: 'create', notes: [] })
  })

  it('refuses a second row for the same book, a title taken by another ISBN, and a press book without a price', () => {
    const plans = planRows(
      [
        { line: 2, title: 'Green', slug: 'green', tags: {} },
        { line: 3, title: 'GREEN', slug: 'green', tags: {} },
        { ...same, line: 4, isbn: '9781861972712' },
        { line: 5, title: 'Red', slug: 'red', catalogue: 'press', tags: {} },
      ],
      catalogue,
      lookup,
      noCovers,
    )
    expect(plans.map((plan) => plan.action)).toEqual(['create', 'refused', 'refused', 'refused'])
    expect(plans[1]).toMatchObject({ problems: [{ column: 'Title', reason: expect.stringMatching(/row 2/) }] })
    expect(plans[2]).toMatchObject({
      problems: [
        { column: 'ISBN-13', reason: expect.stringMatching(/already in the catalogue with ISBN 9780306406157/) },
      ],
    })
    expect(plans[3]).toMatchObject({ problems: [{ column: 'Price', reason: 'Press books need a price.' }] })
    expect(planCounts(plans)).toEqual({ create: 1, update: 0, unchanged: 0, refused: 3 })
  })
})
