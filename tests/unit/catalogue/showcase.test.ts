import { describe, expect, it } from 'vitest'

import { BAND_BOOKS, showcaseBands } from '@/lib/catalogue/showcase'
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

  it('keeps of each band its first books, as the cards show them and nothing more', () => {
    const full = {
      ...book(1),
      slug: 'blue-rooms',
      authors: 'Ana Ruiz',
      inStock: true,
      productTypeHandle: 'libraryProgram',
      description: 'Long text the card does not show',
      featuredImage: { id: 9, url: '/api/media/file/blue.jpg', width: 600, height: 800, alt: 'Blue', filename: 'blue.jpg' },
      variants: [{ id: 'v', sku: 'BR-1', stock: 2, price: null, weight: 300 }],
    } as unknown as Book
    const many = Array.from({ length: BAND_BOOKS + 3 }, (_, i) => ({ ...full, id: i + 1 }))
    const [band] = showcaseBands({ collections: [collection(1, many)], boxSets: [] })
    expect(band!.books.map((b) => b.id)).toEqual(many.slice(0, BAND_BOOKS).map((b) => b.id))
    expect(band!.books[0]).toEqual({
      id: 1,
      title: 'Book 1',
      slug: 'blue-rooms',
      authors: 'Ana Ruiz',
      inStock: true,
      productTypeHandle: 'libraryProgram',
      featuredImage: { url: '/api/media/file/blue.jpg', width: 600, height: 800, alt: 'Blue' },
      variants: [{ sku: 'BR-1', stock: 2, price: null }],
    })
  })
})
