/**
 * The search index follows the published catalogue through Payload (create, edit, draft, publish,
 * unpublish, delete, tag rename), and catalogue counts equal a plain scan of the books.
 * SQLite by default; Postgres when TEST_DATABASE_URL is a postgres:// URL.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// Outside a Next server there is no incremental cache; the catalogue's reads are tested uncached here.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
}))

import { createTestPayload, type TestPayload } from '../../helpers/payload'

let t: TestPayload
let payload: Payload

beforeAll(async () => {
  t = await createTestPayload()
  payload = t.payload
}, 120_000)
afterAll(async () => t?.cleanup())

const search = async (text: string) => {
  const { getSearchEngine } = await import('@/lib/search/engine')
  return getSearchEngine(payload).search({ text })
}
const titlesFound = async (text: string) => {
  const r = await search(text)
  return [...r.groups.libraryProgram, ...r.groups.press, ...r.groups.reading].map((h) => h.title).sort()
}

let sku = 0
const book = (title: string, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'books',
    data: { title, _status: 'published', productTypeHandle: 'libraryProgram', variants: [{ sku: `S-${++sku}`, stock: 2 }], ...extra },
    overrideAccess: true,
  })

describe(`search index sync (${process.env.TEST_DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite'})`, () => {
  it('indexes a published book with its tag titles and leaves drafts out', async () => {
    const artist = await payload.create({ collection: 'tags', data: { title: 'Wanjiru Kamau', group: 'artists' }, overrideAccess: true })
    await book('Lantern Songs', { artists: [artist.id], authors: 'Ines Moreau' })
    await payload.create({ collection: 'books', data: { title: 'Lantern Drafts', _status: 'draft', variants: [{ sku: 'D-1', stock: 1 }] }, overrideAccess: true, draft: true })
    expect(await titlesFound('lantern')).toEqual(['Lantern Songs'])
    expect(await titlesFound('kamau')).toEqual(['Lantern Songs'])
    expect(await titlesFound('moreau')).toEqual(['Lantern Songs'])
  })

  it('follows an edit, keeps the published version while a draft is saved, and drops an unpublished book', async () => {
    const doc = await book('Copper Rivers')
    await payload.update({ collection: 'books', id: doc.id, data: { title: 'Silver Rivers' }, overrideAccess: true })
    expect(await titlesFound('copper')).toEqual([])
    expect(await titlesFound('silver')).toEqual(['Silver Rivers'])

    // A draft edit of a published book: the public still sees (and finds) the published title.
    await payload.update({ collection: 'books', id: doc.id, data: { title: 'Golden Rivers' }, draft: true, overrideAccess: true })
    expect(await titlesFound('silver')).toEqual(['Silver Rivers'])
    expect(await titlesFound('golden')).toEqual([])

    await payload.update({ collection: 'books', id: doc.id, data: { _status: 'draft' }, overrideAccess: true })
    expect(await titlesFound('rivers')).toEqual([])

    await payload.update({ collection: 'books', id: doc.id, data: { title: 'Golden Rivers', _status: 'published' }, overrideAccess: true })
    expect(await titlesFound('rivers')).toEqual(['Golden Rivers'])
  })

  it('removes a deleted book and re-indexes books when their tag is renamed', async () => {
    const theme = await payload.create({ collection: 'tags', data: { title: 'Tidepools', group: 'themes' }, overrideAccess: true })
    const doc = await book('Shoreline Notes', { themes: [theme.id] })
    expect(await titlesFound('tidepools')).toEqual(['Shoreline Notes'])
    await payload.update({ collection: 'tags', id: theme.id, data: { title: 'Estuaries' }, overrideAccess: true })
    expect(await titlesFound('tidepools')).toEqual([])
    expect(await titlesFound('estuaries')).toEqual(['Shoreline Notes'])
    await payload.delete({ collection: 'books', id: doc.id, overrideAccess: true })
    expect(await titlesFound('shoreline')).toEqual([])
  })

  it('indexes news, guides and notes in the reading group', async () => {
    await payload.create({ collection: 'news', data: { title: 'Harbour Festival', postDate: '2026-01-05T12:00:00.000Z', _status: 'published' }, overrideAccess: true })
    const note = await payload.create({ collection: 'notes', data: { title: 'Harbour Diary', postDate: '2026-01-06T12:00:00.000Z', _status: 'published' }, overrideAccess: true })
    let r = await search('harbour')
    expect(r.counts.reading).toBe(2)
    await payload.delete({ collection: 'notes', id: note.id, overrideAccess: true })
    r = await search('harbour')
    expect(r.counts.reading).toBe(1)
  })

  it('rebuilds to the same results', async () => {
    const before = await titlesFound('rivers')
    const { rebuildSearchIndex } = await import('@/lib/search/rebuild')
    const counts = await rebuildSearchIndex(payload)
    expect(counts.books).toBeGreaterThan(0)
    expect(await titlesFound('rivers')).toEqual(before)
  })
})

describe('catalogue queries', () => {
  it('count and order what a plain scan of the books finds, for tag, several-tag and stock filters', async () => {
    // One at a time: SQLite takes one writer.
    const createTags = async (titles: string[], group: 'themes' | 'formats') => {
      const created = []
      for (const title of titles) created.push(await payload.create({ collection: 'tags', data: { title, group }, overrideAccess: true }))
      return created
    }
    const tags = await createTags(['Ochre', 'Umber', 'Sienna'], 'themes')
    const formats = await createTags(['Folio', 'Zine'], 'formats')
    for (let i = 0; i < 30; i++) {
      await book(`Scan Book ${String(i).padStart(2, '0')}`, {
        themes: tags.filter((_, j) => (i + j) % 3 === 0).map((x) => x.id),
        format: [formats[i % 2]!.id],
        variants: [{ sku: `SC-${i}`, stock: i % 4 === 0 ? 0 : 1 }],
        productTypeHandle: i % 5 === 0 ? 'press' : 'libraryProgram',
      })
    }
    const { getCataloguePage } = await import('@/lib/catalogue/server')
    const all = (
      await payload.find({ collection: 'books', where: { _status: { equals: 'published' } }, pagination: false, depth: 0, overrideAccess: true })
    ).docs
    const ids = (v: unknown) => ((v as (number | { id: number })[] | null) ?? []).map((x) => (typeof x === 'object' ? x.id : x))

    const cases = [
      { filters: { themes: ['ochre'] }, stock: 'all' as const },
      { filters: { themes: ['ochre', 'umber'] }, stock: 'in' as const },
      { filters: { themes: ['sienna'], formats: ['zine'] }, stock: 'out' as const },
      { filters: {}, stock: 'out' as const },
    ]
    for (const c of cases) {
      const page = await getCataloguePage('libraryProgram', { filters: c.filters, stock: c.stock, sort: 'title', page: 1 }, 100)
      const themeIds = (c.filters.themes ?? []).map((slug) => tags.find((x) => x.slug === slug)!.id)
      const formatIds = (('formats' in c.filters ? c.filters.formats : undefined) ?? []).map((slug) => formats.find((x) => x.slug === slug)!.id)
      const expected = all
        .filter((b) => b.productTypeHandle === 'libraryProgram')
        .filter((b) => c.stock === 'all' || b.inStock === (c.stock === 'in'))
        .filter((b) => !themeIds.length || ids(b.themes).some((id) => themeIds.includes(id)))
        .filter((b) => !formatIds.length || ids(b.format).some((id) => formatIds.includes(id)))
        .map((b) => b.title)
        .sort()
      expect(page.total, JSON.stringify(c)).toBe(expected.length)
      expect(page.books.map((b) => b.title)).toEqual(expected)
    }
  })
})
