import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'

import { kindOf, toSearchDocument, type IndexedCollection } from './documents'
import { getSearchEngine } from './engine'

/**
 * Re-reads the document as the public sees it and indexes it, or removes it when it is not published.
 * Reading back (rather than trusting the hook's doc) matters: saving a draft of a published
 * document hands the hook the draft, while the public still sees the published version.
 */
async function syncDocument(payload: Payload, collection: IndexedCollection, id: number | string, req?: PayloadRequest) {
  const engine = getSearchEngine(payload)
  const doc = await payload
    .findByID({ collection, id, depth: 1, draft: false, overrideAccess: true, disableErrors: true, req })
    .catch(() => null)
  if (doc && (doc as { _status?: string })._status === 'published') await engine.upsert(toSearchDocument(collection, doc))
  else await engine.remove(kindOf(collection), String(id))
}

/** A failed index write must not fail an editor's save; it is logged and `npm run search:rebuild` repairs it. */
const logged = (payload: Payload, what: string) => (error: unknown) =>
  payload.logger.error({ err: error }, `search index: could not ${what}`)

export const searchAfterChange =
  (collection: IndexedCollection): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    await syncDocument(req.payload, collection, doc.id, req).catch(logged(req.payload, `index ${collection} ${doc.id}`))
    return doc
  }

export const searchAfterDelete =
  (collection: IndexedCollection): CollectionAfterDeleteHook =>
  async ({ id, req }) => {
    await getSearchEngine(req.payload)
      .remove(kindOf(collection), String(id))
      .catch(logged(req.payload, `remove ${collection} ${id}`))
  }

const TAG_FIELDS = ['artists', 'themes', 'keywords', 'format', 'audiences', 'publishers'] as const

/** Books index their tags' titles, so renaming a tag re-indexes the books filed under it. */
export const tagSearchAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.title === doc.title) return doc
  const { payload } = req
  try {
    for (let page = 1; ; page++) {
      const books = await payload.find({
        collection: 'books',
        where: { or: TAG_FIELDS.map((field) => ({ [field]: { in: [doc.id] } })) },
        depth: 0,
        limit: 200,
        page,
        select: {},
        overrideAccess: true,
        req,
      })
      for (const book of books.docs) await syncDocument(payload, 'books', book.id, req)
      if (!books.hasNextPage) break
    }
  } catch (error) {
    logged(payload, `re-index books of tag ${doc.id}`)(error)
  }
  return doc
}
