import type { Payload } from 'payload'

import { INDEXED_COLLECTIONS, toSearchDocument, type IndexedCollection } from './documents'
import { getSearchEngine } from './engine'

const BATCH = 500

/** Empties the index and indexes every published book, news item, guide and note again. */
export async function rebuildSearchIndex(payload: Payload, onProgress?: (collection: string, done: number, total: number) => void) {
  const engine = getSearchEngine(payload)
  await engine.clear()
  const counts: Record<string, number> = {}
  for (const collection of Object.keys(INDEXED_COLLECTIONS) as IndexedCollection[]) {
    let page = 1
    let done = 0
    for (;;) {
      const result = await payload.find({
        collection,
        where: { _status: { equals: 'published' } },
        depth: 1,
        limit: BATCH,
        page,
        sort: 'id',
        overrideAccess: true,
      })
      await engine.upsertMany(result.docs.map((doc) => toSearchDocument(collection, doc)))
      done += result.docs.length
      onProgress?.(collection, done, result.totalDocs)
      if (!result.hasNextPage) break
      page += 1
    }
    counts[collection] = done
  }
  return counts
}
