import type { Payload } from 'payload'

import { INDEXED_COLLECTIONS, toSearchDocument, type IndexedCollection } from './documents'
import { getSearchEngine } from './engine'
import type { SearchEngine } from './types'

const BATCH = 500

type Progress = (collection: string, done: number, total: number) => void

/** Empties the index and indexes every published book, news item, guide and note again. */
export async function rebuildSearchIndex(
  payload: Payload,
  onProgress?: Progress,
  engine: SearchEngine = getSearchEngine(payload),
) {
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
  await engine.markFilled()
  return counts
}

/**
 * Makes the index ready to serve: when its stored layout is another version than the engine's (or there is
 * none, or an earlier rebuild did not finish), the engine has dropped it and created its layout empty, and the
 * index is rebuilt here from the content. Run before a server takes requests (npm run migrate, Payload's
 * onInit); a no-op when the index is current.
 */
export async function prepareSearchIndex(
  payload: Payload,
  onProgress?: Progress,
  engine: SearchEngine = getSearchEngine(payload),
): Promise<'current' | 'rebuilt'> {
  if ((await engine.ensure()) === 'current') return 'current'
  await rebuildSearchIndex(payload, onProgress, engine)
  return 'rebuilt'
}
