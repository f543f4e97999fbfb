/**
 * The catalogue's book cards come from SQL (src/lib/catalogue/bookCards.ts), not the Local API: they must say
 * what the Local API says to the public (access applied, depth 1) for every field a card shows, and never show
 * a draft, neither a book never published nor the unpublished edits of a published one.
 * SQLite by default; Postgres when TEST_DATABASE_URL is a postgres:// URL.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// Outside a Next server there is no incremental cache; the catalogue's reads are tested uncached here.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
}))

import type { BookCardData } from '@/lib/catalogue/bookCards'
import type { Book } from '@/payload-types'

import { createTestPayload, type TestPayload } from '../../helpers/payload'

let t: TestPayload
let payload: Payload
const THEME = 'card-check'

async function upload(name: string, width: number) {
  const data = await sharp({ create: { width, height: Math.round(width * 1.3), channels: 3, background: '#3355aa' } }).png().toBuffer()
  return payload.create({
    collection: 'media',
    data: { alt: `Cover ${name}` },
    file: { data, mimetype: 'image/png', name, size: data.length },
    overrideAccess: true,
  })
}

let sku = 0
const variant = (stock: number, price?: number) => ({ sku: `CARD-${++sku}`, stock, ...(price === undefined ? {} : { price }) })

beforeAll(async () => {
  t = await createTestPayload()
  payload = t.payload
  const theme = await payload.create({ collection: 'tags', data: { title: 'Card Check', slug: THEME, group: 'themes' }, overrideAccess: true })
  const [wide, spaced] = [await upload('wide-cover.png', 640), await upload('a cover (2).png', 300)]
  const book = (data: Record<string, unknown>, draft = false) =>
    payload.create({
      collection: 'books',
      data: { productTypeHandle: 'libraryProgram', themes: [theme.id], _status: draft ? 'draft' : 'published', ...data },
      draft,
      overrideAccess: true,
    } as Parameters<Payload['create']>[0])
  await book({ title: 'Alpha', authors: 'Ana Ruiz and Tom Lee', featuredImage: wide.id, variants: [variant(0), variant(3)] })
  await book({ title: 'Beta', featuredImage: spaced.id, variants: [variant(0)] })
  await book({ title: 'Gamma', variants: [variant(1)] })
  await book({ title: 'Press One', productTypeHandle: 'press', featuredImage: wide.id, variants: [variant(0, 1500), variant(2, 2500)] })
  await book({ title: 'Delta (never published)', featuredImage: wide.id, variants: [variant(5)] }, true)
  const edited = await book({ title: 'Epsilon', featuredImage: wide.id, variants: [variant(2)] })
  // A published book whose newer edits are only a draft: the public sees the published version.
  await payload.update({
    collection: 'books',
    id: edited.id,
    data: { title: 'Epsilon (draft edit)', featuredImage: spaced.id, variants: [variant(9)], _status: 'draft' },
    draft: true,
    overrideAccess: true,
  })
}, 180_000)
afterAll(async () => t?.cleanup())

/** What a card reads of a book, in one shape for both sources. */
const cardFields = (b: BookCardData) => ({
  id: Number(b.id),
  title: b.title,
  slug: b.slug,
  authors: b.authors ?? null,
  inStock: !!b.inStock,
  productTypeHandle: b.productTypeHandle,
  cover:
    b.featuredImage && typeof b.featuredImage === 'object'
      ? { url: b.featuredImage.url, width: b.featuredImage.width, height: b.featuredImage.height, alt: b.featuredImage.alt }
      : null,
  variants: (b.variants ?? []).map((v) => ({ sku: v.sku, stock: v.stock ?? null, price: v.price ?? null })),
})

describe('catalogue book cards', () => {
  it('say what the Local API says to the public, for both catalogues, and never show a draft', async () => {
    const { getCataloguePage } = await import('@/lib/catalogue/server')
    for (const catalogue of ['libraryProgram', 'press'] as const) {
      const page = await getCataloguePage(catalogue, { filters: { themes: [THEME] }, stock: 'all', sort: 'title', page: 1 })
      const expected = await payload.find({
        collection: 'books',
        where: { and: [{ themes: { in: [(await themeId())] } }, { productTypeHandle: { equals: catalogue } }] },
        sort: 'title',
        depth: 1,
        overrideAccess: false,
      })
      expect(page.books.map(cardFields)).toEqual(expected.docs.map((b: Book) => cardFields(b)))
      expect(page.total).toBe(expected.totalDocs)
      expect(page.selectedTags).toEqual([{ id: await themeId(), title: 'Card Check', slug: THEME, group: 'themes', sortBy: null }])
    }
    const listed = (await getCataloguePage('libraryProgram', { filters: { themes: [THEME] }, stock: 'all', sort: 'title', page: 1 })).books
    expect(listed.map((b) => b.title)).toEqual(['Alpha', 'Beta', 'Epsilon', 'Gamma'])
    const epsilon = cardFields(listed.find((b) => b.title === 'Epsilon')!)
    expect(epsilon.cover?.url).toBe('/api/media/file/wide-cover.png')
    expect(epsilon.variants.map((v) => v.stock)).toEqual([2])
    // The filename's space and brackets are encoded as Payload encodes them.
    expect(cardFields(listed.find((b) => b.title === 'Beta')!).cover?.url).toBe('/api/media/file/a%20cover%20(2).png')
  })

  it('read no card of a draft, whatever ids they are asked for', async () => {
    const { bookCardsSql } = await import('@/lib/catalogue/bookCards')
    const { queryRows } = await import('@/lib/catalogue/db')
    const all = await payload.find({ collection: 'books', pagination: false, depth: 0, overrideAccess: true })
    const draft = all.docs.find((b) => b.title.startsWith('Delta'))!
    const { sql, args } = bookCardsSql(all.docs.map((b) => Number(b.id)))
    const titles = (await queryRows<{ title: string }>(payload, sql, args)).map((r) => r.title)
    expect(titles).not.toContain(draft.title)
    expect(titles).not.toContain('Epsilon (draft edit)')
    expect(new Set(titles)).toEqual(new Set(['Alpha', 'Beta', 'Gamma', 'Press One', 'Epsilon']))
  })
})

async function themeId() {
  const { docs } = await payload.find({ collection: 'tags', where: { slug: { equals: THEME } }, depth: 0, overrideAccess: true })
  return docs[0]!.id
}
