/**
 * Bulk-inserted books skip Payload's hooks, so the seed indexes them for search itself, through the search
 * module's own document builder and engine (the same path its afterChange hook takes).
 */
import type { Payload } from 'payload'

import type { Book, Media } from '../../src/payload-types'
import { bookDocument } from '../../src/lib/search/documents'
import { getSearchEngine } from '../../src/lib/search/engine'
import type { SearchDocument, SearchEngine } from '../../src/lib/search/types'
import { BOOK_TAG_FIELDS, type BookSeed } from './bookData'
import type { SeededTags } from './tags'

/** Upserts in flight at once: enough to overlap round trips, few enough for SQLite's single writer. */
const CONCURRENCY = 8

export type BookIndexer = (books: BookSeed[], ids: number[]) => Promise<void>

export async function createBookIndexer(payload: Payload, tags: SeededTags, coverIds: number[]): Promise<BookIndexer> {
  // An engine that can write many documents in one transaction is far faster here (SQLite commits are fsync-bound).
  const engine = getSearchEngine(payload) as SearchEngine & { upsertMany?: (docs: SearchDocument[]) => Promise<void> }
  const tagById = new Map(Object.values(tags).flat().map((tag) => [tag.id, tag]))
  const { docs: media } = await payload.find({ collection: 'media', where: { id: { in: coverIds } }, limit: coverIds.length, depth: 0, overrideAccess: true })
  const mediaById = new Map(media.map((m) => [m.id, m as Media]))

  return async (books, ids) => {
    const documents = books.map((book, i) => {
      const populated: Record<string, unknown> = {
        ...book,
        id: ids[i],
        inStock: book.variants.some((v) => v.stock > 0),
        featuredImage: book.featuredImage ? mediaById.get(book.featuredImage) ?? null : null,
      }
      for (const field of BOOK_TAG_FIELDS) populated[field] = book[field].map((id) => tagById.get(id) ?? id)
      return bookDocument(populated as unknown as Book)
    })
    if (engine.upsertMany) return engine.upsertMany(documents)
    for (let start = 0; start < documents.length; start += CONCURRENCY) {
      await Promise.all(documents.slice(start, start + CONCURRENCY).map((doc) => engine.upsert(doc)))
    }
  }
}
