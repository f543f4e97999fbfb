/**
 * The bulk book writer (used for big catalogues) must leave books the API cannot tell from Local API ones:
 * published, availability derived from stock, tag relations, a latest published version for the admin, and
 * an entry in the search index.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getSearchEngine } from '../../../src/lib/search/engine'
import { createBookFactory, type BookSeed } from '../../../scripts/seed/bookData'
import { createBookIndexer } from '../../../scripts/seed/bookSearch'
import { insertBooksBulk } from '../../../scripts/seed/booksBulk'
import { createDoc, type SeedContext } from '../../../scripts/seed/context'
import { coverArt } from '../../../scripts/seed/art/coverArt'
import { uploadArtwork } from '../../../scripts/seed/covers'
import { THEMES } from '../../../scripts/seed/data/words'
import { createProgress } from '../../../scripts/seed/progress'
import { createRandom } from '../../../scripts/seed/random'
import { seedTags } from '../../../scripts/seed/tags'
import { createTestPayload, type TestPayload } from '../../helpers/payload'

let t: TestPayload
let payload: Payload
let bulkBooks: BookSeed[]
let bulkIds: number[]
let apiId: number

beforeAll(async () => {
  t = await createTestPayload()
  payload = t.payload
  const context: SeedContext = { payload, random: createRandom(11), progress: createProgress({ quiet: true }) }
  const tags = await seedTags(context)
  const cover = await uploadArtwork(payload, coverArt(context.random), { name: 'bulk-test-cover', alt: 'Test cover', seed: 1 })
  const factory = createBookFactory(context.random, tags, new Map(THEMES.map((theme) => [theme, [cover]])))
  apiId = (await createDoc(payload, 'books', factory.make('libraryProgram', 0))).id
  bulkBooks = Array.from({ length: 40 }, (_, i) => factory.make('libraryProgram', i + 1))
  // Make sure both availability cases are present.
  bulkBooks[0].variants = bulkBooks[0].variants.map((v) => ({ ...v, stock: 0 }))
  bulkBooks[1].variants = bulkBooks[1].variants.map((v) => ({ ...v, stock: 5 }))
  bulkIds = await insertBooksBulk(payload, bulkBooks)
  await (await createBookIndexer(payload, tags, [cover]))(bulkBooks, bulkIds)
}, 300_000)

afterAll(async () => {
  await t?.cleanup()
})

describe('bulk-inserted books', () => {
  it('are published and read like Local API books', async () => {
    const viaApi = await payload.findByID({ collection: 'books', id: apiId, depth: 1, overrideAccess: false })
    const viaBulk = await payload.findByID({ collection: 'books', id: bulkIds[1], depth: 1, overrideAccess: false })
    expect(Object.keys(viaBulk).sort()).toEqual(Object.keys(viaApi).sort())
    expect(Object.keys(viaBulk.variants![0]).sort()).toEqual(Object.keys(viaApi.variants![0]).sort())
    expect(viaBulk._status).toBe('published')
    expect(viaBulk.title).toBe(bulkBooks[1].title)
    expect(viaBulk.slug).toBe(bulkBooks[1].slug)
    expect(typeof viaBulk.featuredImage === 'object' && viaBulk.featuredImage?.alt).toBe('Test cover')
    expect(viaBulk.themes?.map((tag) => (typeof tag === 'object' ? tag.id : tag))).toEqual(bulkBooks[1].themes)
    expect(JSON.stringify(viaBulk.description)).toContain(bulkBooks[1].title)
    const { totalDocs } = await payload.count({ collection: 'books', overrideAccess: false })
    expect(totalDocs).toBe(41)
  })

  it('derive availability from stock', async () => {
    const none = await payload.findByID({ collection: 'books', id: bulkIds[0], overrideAccess: false })
    expect(none.inStock).toBe(false)
    expect(none.variants?.every((v) => v.isAvailable === false)).toBe(true)
    const some = await payload.findByID({ collection: 'books', id: bulkIds[1], overrideAccess: false })
    expect(some.inStock).toBe(true)
    expect(some.variants?.every((v) => v.isAvailable === true)).toBe(true)
    const filtered = await payload.find({ collection: 'books', where: { id: { in: bulkIds.slice(0, 2) }, inStock: { equals: false } }, overrideAccess: false })
    expect(filtered.docs.map((d) => d.id)).toEqual([bulkIds[0]])
  })

  it('are found by tag', async () => {
    const themeId = bulkBooks[2].themes[0]
    const { docs } = await payload.find({ collection: 'books', where: { themes: { in: [themeId] } }, limit: 100, depth: 0, overrideAccess: false })
    expect(docs.map((d) => d.id)).toContain(bulkIds[2])
  })

  it('have a latest published version, as the admin edit view expects', async () => {
    const versions = await payload.findVersions({ collection: 'books', where: { parent: { equals: bulkIds[3] } }, depth: 0, overrideAccess: true })
    expect(versions.totalDocs).toBe(1)
    const [version] = versions.docs
    expect(version.latest).toBe(true)
    expect(version.version._status).toBe('published')
    expect(version.version.title).toBe(bulkBooks[3].title)
    expect(version.version.variants?.map((v) => v.sku)).toEqual(bulkBooks[3].variants.map((v) => v.sku))
    expect(version.version.keywords).toEqual(bulkBooks[3].keywords)
    const draft = await payload.findByID({ collection: 'books', id: bulkIds[3], draft: true, overrideAccess: true })
    expect(draft.title).toBe(bulkBooks[3].title)
  })

  it('can be edited and published again through the Local API', async () => {
    const updated = await payload.update({ collection: 'books', id: bulkIds[4], data: { title: 'Edited bulk book', _status: 'published' }, overrideAccess: true })
    expect(updated.title).toBe('Edited bulk book')
    expect(updated.variants?.length).toBe(bulkBooks[4].variants.length)
  })

  it('are in the search index', async () => {
    const results = await getSearchEngine(payload).search({ text: bulkBooks[5].title, group: 'libraryProgram', limit: 100 })
    expect(results.groups.libraryProgram.map((hit) => hit.docId)).toContain(String(bulkIds[5]))
  })
})
