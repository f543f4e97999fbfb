import type { Book, BoxSet, FeaturedCollection } from '../../payload-types'
import { type BookCardData, bookCardOf } from './bookCards'

/** How many books a band shows. */
export const BAND_BOOKS = 8

/** What the showcase shows of a featured collection or box set. */
export type ShowcaseBand = {
  id: string
  kind: 'Featured collection' | 'Box set'
  title: string
  backgroundColor?: string | null
  intro?: BoxSet['introductionText']
  books: BookCardData[]
}

/**
 * A relation's books a visitor may see (populated, as access let them through, and published), as the cards
 * the band shows: the bands are cached and read by every catalogue view, so they hold nothing else.
 */
const publishedBooks = (books: (number | Book)[] | null | undefined) =>
  (books ?? [])
    .filter((book): book is Book => typeof book === 'object' && !!book && book._status === 'published')
    .slice(0, BAND_BOOKS)
    .map(bookCardOf)

/** The featured collections, then the box sets, that have a published book to show. */
export function showcaseBands(data: { collections: FeaturedCollection[]; boxSets: BoxSet[] }): ShowcaseBand[] {
  return [
    ...data.collections.map((c) => ({
      id: `c${c.id}`,
      kind: 'Featured collection' as const,
      title: c.title,
      backgroundColor: c.backgroundColor,
      books: publishedBooks(c.books),
    })),
    ...data.boxSets.map((b) => ({
      id: `b${b.id}`,
      kind: 'Box set' as const,
      title: b.title,
      backgroundColor: b.backgroundColor,
      intro: b.introductionText,
      books: publishedBooks(b.books),
    })),
  ].filter((band) => band.books.length > 0)
}
