import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

import type { Progress } from './progress'
import type { Random } from './random'

export type SeedContext = { payload: Payload; random: Random; progress: Progress }

/** Collections with drafts: the seed publishes every document it writes there. */
const VERSIONED = new Set<CollectionSlug>([
  'news', 'editions', 'guides', 'notes', 'books', 'featured-collections', 'box-sets',
  'participating-libraries', 'publishers', 'testimonials',
])

type Doc = { id: number } & Record<string, unknown>

/** Creates a document as the system (no access checks), published when the collection has drafts. */
export async function createDoc(payload: Payload, collection: CollectionSlug, data: Record<string, unknown>): Promise<Doc> {
  const published = VERSIONED.has(collection)
  const doc = await payload.create({
    collection,
    data: (published ? { ...data, _status: 'published' } : data) as never,
    draft: false,
    overrideAccess: true,
    context: { seed: true },
    depth: 0,
    // The seeded library account is verified already; nothing to email.
    disableVerificationEmail: true,
  })
  return doc as unknown as Doc
}

/** Creates documents one after another (SQLite writes one at a time anyway), reporting progress. */
export async function createDocs(
  context: SeedContext,
  collection: CollectionSlug,
  items: Array<Record<string, unknown>>,
): Promise<Doc[]> {
  const docs: Doc[] = []
  for (const item of items) {
    docs.push(await createDoc(context.payload, collection, item))
    context.progress.tick(collection, docs.length, items.length)
  }
  return docs
}

/** Fills and publishes a global (globals have drafts too). */
export async function publishGlobal(payload: Payload, slug: GlobalSlug, data: Record<string, unknown>): Promise<void> {
  await payload.updateGlobal({
    slug,
    data: { ...data, _status: 'published' } as never,
    draft: false,
    overrideAccess: true,
    context: { seed: true },
    depth: 0,
  })
}
