import { describe, expect, it } from 'vitest'

import { bookCardOf, type BookCardRow, bookCardsFromRows, bookCardsSql, mediaUrl } from '@/lib/catalogue/bookCards'
import type { Book } from '@/payload-types'

const local = { serverURL: '', apiRoute: '/api' }

const row = (over: Partial<BookCardRow>): BookCardRow => ({
  id: 1,
  title: 'Blue Rooms',
  slug: 'blue-rooms',
  authors: 'Ana Ruiz',
  in_stock: 1,
  product_type_handle: 'libraryProgram',
  cover_id: 7,
  cover_url: '/api/media/file/blue.jpg',
  cover_filename: 'blue.jpg',
  cover_width: 600,
  cover_height: 800,
  cover_alt: 'Cover of Blue Rooms',
  variant_id: 'v1',
  variant_sku: 'BR-1',
  variant_price: null,
  variant_stock: 3,
  ...over,
})

describe('book cards by SQL', () => {
  it('reads published books only, one placeholder per id', () => {
    const { sql, args } = bookCardsSql([3, 1, 2])
    expect(args).toEqual([3, 1, 2])
    expect(sql).toContain('b.id IN (?, ?, ?)')
    expect(sql).toContain("b._status = 'published'")
    expect(() => bookCardsSql([])).toThrow()
  })

  it('keeps the listing order, groups variants in their order and leaves out ids without a row', () => {
    const cards = bookCardsFromRows(
      [2, 9, 1],
      [
        row({ id: 1, variant_id: 'a', variant_sku: 'A-1', variant_stock: 0 }),
        row({ id: 1, variant_id: 'b', variant_sku: 'A-2', variant_stock: 4 }),
        row({ id: 2, title: 'Second', variant_id: 'c', variant_sku: 'B-1' }),
      ],
      local,
    )
    expect(cards.map((c) => c.id)).toEqual([2, 1])
    expect(cards[1]!.variants!.map((v) => v.sku)).toEqual(['A-1', 'A-2'])
  })

  it('turns driver values into the types the Local API gives (Postgres numerics are strings, SQLite booleans 0/1)', () => {
    const [card] = bookCardsFromRows(
      [5],
      [row({ id: '5', in_stock: 0, cover_width: '1200', cover_height: '800.0', variant_price: '2500', variant_stock: '2' })],
      local,
    )
    expect(card).toEqual({
      id: 5,
      title: 'Blue Rooms',
      slug: 'blue-rooms',
      authors: 'Ana Ruiz',
      inStock: false,
      productTypeHandle: 'libraryProgram',
      featuredImage: { url: '/api/media/file/blue.jpg', width: 1200, height: 800, alt: 'Cover of Blue Rooms' },
      variants: [{ sku: 'BR-1', price: 2500, stock: 2 }],
    })
  })

  it('gives a book without cover or variants none', () => {
    const [card] = bookCardsFromRows([1], [row({ cover_id: null, cover_url: null, cover_filename: null, variant_id: null })], local)
    expect(card!.featuredImage).toBeNull()
    expect(card!.variants).toEqual([])
  })
})

describe('media URLs as Payload reads them', () => {
  it('serves a stored file from the file route of its (encoded) filename', () => {
    expect(mediaUrl('/api/media/file/a b.jpg', 'a b.jpg', local)).toBe('/api/media/file/a%20b.jpg')
    expect(mediaUrl(null, 'c.jpg', local)).toBe('/api/media/file/c.jpg')
    expect(mediaUrl('/api/media/file/c.jpg', null, local)).toBeNull()
  })

  it('puts the configured server URL in front', () => {
    const config = { serverURL: 'https://art.example.org', apiRoute: '/api' }
    expect(mediaUrl('/api/media/file/c.jpg', 'c.jpg', config)).toBe('https://art.example.org/api/media/file/c.jpg')
    expect(mediaUrl('https://art.example.org/api/media/file/c.jpg', 'c.jpg', config)).toBe('https://art.example.org/api/media/file/c.jpg')
  })

  it('keeps a URL of another origin as stored (only when a server URL is configured, as Payload does)', () => {
    const config = { serverURL: 'https://art.example.org', apiRoute: '/api' }
    expect(mediaUrl('https://cdn.example.net/c.jpg', 'c.jpg', config)).toBe('https://cdn.example.net/c.jpg')
    expect(mediaUrl('https://cdn.example.net/c.jpg', 'c.jpg', local)).toBe('/api/media/file/c.jpg')
  })
})

describe('bookCardOf', () => {
  it('keeps a cover that is only an id (not populated) as it is, and a book without variants without them', () => {
    const card = bookCardOf({ id: 4, title: 'Salt', slug: 'salt', featuredImage: 12 } as Book)
    expect(card.featuredImage).toBe(12)
    expect(card.variants).toBeUndefined()
  })
})
