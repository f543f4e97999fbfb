import { describe, expect, it } from 'vitest'

import { showcaseBands } from '@/lib/catalogue/showcase'
import type { Book, BoxSet, FeaturedCollection } from '@/payload-types'

const book = (id: number, status: 'published' | 'draft' = 'published') =>
  ({ id, title: `Book ${id}`, _status: status }) as Book

const collection = (id: number, books: FeaturedCollection['books']) =>
  ({ id, title: `Collection ${id}`, backgroundColor: '#cde', books }) as FeaturedCollection

const boxSet = (id: number, books: BoxSet['books']) => ({ id, title: `Box ${id}`, books }) as BoxSet

describe('showcaseBands', () => {
  it('lists the featured collections, then the box sets, each with its published books', () => {
    const bands = showcaseBands({
      collections: [collection(1, [book(1), book(2, 'draft'), 3])],
      boxSets: [boxSet(7, [book(4)])],
    })
    expect(bands.map((band) => [band.kind, band.title, band.books.map((b) => b.id)])).toEqual([
      ['Featured collection', 'Collection 1', [1]],
      ['Box set', 'Box 7', [4]],
    ])
    expect(bands[0]!.backgroundColor).toBe('#cde')
  })

  it('leaves out a band with no published book to show', () => {
    expect(
      showcaseBands({ collections: [collection(1, [book(2, 'draft'), 5]), collection(2, null)], boxSets: [boxSet(3, [])] }),
    ).toEqual([])
  })
})
