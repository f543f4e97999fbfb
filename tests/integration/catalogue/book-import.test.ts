/**
 * Importing books from a spreadsheet (issue 33 item 1), on the database the run uses (SQLite by default,
 * PostgreSQL with TEST_DATABASE_URL): the dry run writes nothing; a 1,000-row file with 20 bad rows adds 980
 * books with their tags and covers and reports the 20 with their reasons; the same file again changes
 * nothing; the catalogue's export imported back changes nothing; only editors and admins may import.
 */
import type { PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { coverZip, importFile, isbnFor } from '../../helpers/bookImportFile'
import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createStaffUser, type StaffActor } from '../../helpers/users'

type Preview = typeof import('../../../src/lib/catalogue/import/preview')
type Start = typeof import('../../../src/lib/catalogue/import/start')
type Exporter = typeof import('../../../src/lib/catalogue/import/export')
type Endpoints = typeof import('../../../src/lib/catalogue/import/endpoints')

let t: TestPayload
let editor: StaffActor
let preview: Preview['previewImport']
let start: Start['startImport']
let exportCsv: Exporter['exportBooksCsv']
let endpoints: Endpoints

const file = importFile(1000, { bad: 20, covers: 6 })
let zip: Uint8Array

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  t = await createTestPayload()
  ;({ previewImport: preview } = await import('../../../src/lib/catalogue/import/preview'))
  ;({ startImport: start } = await import('../../../src/lib/catalogue/import/start'))
  ;({ exportBooksCsv: exportCsv } = await import('../../../src/lib/catalogue/import/export'))
  endpoints = await import('../../../src/lib/catalogue/import/endpoints')
  editor = await createStaffUser(t.payload, 'editor')
  zip = await coverZip(file.coverNames)
}, 180_000)

afterAll(async () => {
  await t?.cleanup()
})

const count = async (collection: 'books' | 'tags' | 'media' | 'book-imports') =>
  (await t.payload.count({ collection, overrideAccess: true })).totalDocs

/** Confirms the file and runs its job to the end, as the import page's button and the job runner do. */
async function importNow(csv: string, covers?: Uint8Array) {
  const started = await start(t.payload, editor, 'books.csv', { csv, zip: covers })
  if (!started.ok) throw new Error(started.reason)
  await t.payload.jobs.runByID({ id: started.jobId })
  return t.payload.findByID({ collection: 'book-imports', id: started.importId, depth: 0, overrideAccess: true })
}

const timings: string[] = []
const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const began = performance.now()
  const result = await work()
  timings.push(`${label}: ${((performance.now() - began) / 1000).toFixed(1)} s`)
  return result
}

describe('importing books from a spreadsheet', () => {
  it('shows what would happen and writes nothing', async () => {
    const before = await Promise.all([count('books'), count('tags'), count('media'), count('book-imports')])
    const result = await timed('dry run, 1,000 rows', () => preview(t.payload, editor, { csv: file.csv, zip }))
    if (!result.ok) throw new Error(result.reason)
    expect(result.counts).toEqual({ create: 980, update: 0, unchanged: 0, refused: 20 })
    expect(result.plans.filter((plan) => plan.action === 'refused').map((plan) => plan.line)).toEqual(file.badLines)
    for (const plan of result.plans) {
      if (plan.action === 'refused') expect(plan.problems[0]?.reason).toMatch(/\w+ \w+/)
    }
    // Names of one group match whatever their case: "Zine" and "zine" are one new format.
    expect(result.newTags.filter((tag) => tag.group === 'formats').map((tag) => tag.title)).toEqual([
      'Zine',
      'Photobook',
    ])
    expect(result.newTags.filter((tag) => tag.group === 'themes')).toHaveLength(7)
    expect(await Promise.all([count('books'), count('tags'), count('media'), count('book-imports')])).toEqual(before)
  })

  it('imports 980 books with their tags and covers, and reports the 20 bad rows with their reasons', async () => {
    const record = await timed('import, 1,000 rows', () => importNow(file.csv, zip))
    expect(record).toMatchObject({
      status: 'finished',
      created: 980,
      updated: 0,
      unchanged: 0,
      refused: 20,
      done: 980,
      total: 980,
    })
    const problems = record.problems as { line: number; problems: { column: string; reason: string }[] }[]
    expect(problems.map((row) => row.line)).toEqual(file.badLines)
    expect(new Set(problems.map((row) => row.problems[0]!.column))).toEqual(new Set(['ISBN-13', 'Year', 'Price']))

    const { docs } = await t.payload.find({
      collection: 'books',
      where: { isbn: { equals: isbnFor(5) } },
      depth: 1,
      overrideAccess: true,
    })
    const [book] = docs
    expect(book).toMatchObject({ title: 'Imported book 5', authors: 'Author 5', year: 1995, _status: 'published' })
    expect((book!.format ?? []).map((tag) => typeof tag === 'object' && tag.title)).toEqual(['Zine'])
    expect((book!.artists ?? []).map((tag) => typeof tag === 'object' && tag.title)).toEqual(['Kahlo, Frida'])
    expect(typeof book!.featuredImage === 'object' && book!.featuredImage?.filename).toBe(`${isbnFor(5)}.png`)
    expect(book!.variants?.[0]?.stock).toBe(5)
    expect(JSON.stringify(book!.description)).toContain('rooms')

    const press = await t.payload.find({
      collection: 'books',
      where: { isbn: { equals: isbnFor(3) } },
      depth: 0,
      overrideAccess: true,
    })
    expect(press.docs[0]).toMatchObject({
      productTypeHandle: 'press',
      variants: [expect.objectContaining({ price: 1395 })],
    })
    const withCovers = await t.payload.count({
      collection: 'books',
      where: { featuredImage: { exists: true } },
      overrideAccess: true,
    })
    expect(withCovers.totalDocs).toBe(6)
    const zines = await t.payload.find({
      collection: 'tags',
      where: { group: { equals: 'formats' } },
      depth: 0,
      overrideAccess: true,
    })
    expect(zines.docs.map((tag) => tag.title).sort()).toEqual(['Photobook', 'Zine'])
  }, 900_000)

  it('changes nothing when the same file is imported again', async () => {
    const books = await count('books')
    const media = await count('media')
    const again = await preview(t.payload, editor, { csv: file.csv, zip })
    expect(again.ok && again.counts).toEqual({ create: 0, update: 0, unchanged: 980, refused: 20 })
    expect(again.ok && again.newTags).toEqual([])
    const record = await importNow(file.csv, zip)
    expect(record).toMatchObject({ created: 0, updated: 0, unchanged: 980, refused: 20 })
    expect([await count('books'), await count('media')]).toEqual([books, media])
  }, 900_000)

  it('imports the catalogue’s export back without a change', async () => {
    const csv = await timed('export, 980 books', () => exportCsv(t.payload, editor))
    expect(csv.split('\r\n')[0]).toBe(
      'Catalogue,Title,Authors,ISBN-13,Publisher,Year,Format,Audiences,Themes,Artists,Keywords,Description,Quantity,Price,Cover file',
    )
    const result = await preview(t.payload, editor, { csv })
    expect(result.ok && result.counts).toEqual({ create: 0, update: 0, unchanged: 980, refused: 0 })
  }, 300_000)

  it('updates only the changed books when an edited file comes back', async () => {
    const csv = await exportCsv(t.payload, editor)
    const edited = csv
      .replace('Imported book 10,', 'Imported book ten,')
      .replace(/,Author 11,/, ',Ana Ruiz,')
      .replace(/(Imported book 3,[\s\S]*?Second paragraph\.",3,)13\.95,/, (_, head: string) => `${head}15.00,`)
    const result = await preview(t.payload, editor, { csv: edited })
    expect(result.ok && result.counts).toEqual({ create: 0, update: 3, unchanged: 977, refused: 0 })
    const changes = result.ok ? result.plans.flatMap((plan) => (plan.action === 'update' ? [plan.changes] : [])) : []
    expect(changes).toEqual([['title'], ['authors'], ['price']])

    const record = await importNow(edited)
    expect(record).toMatchObject({ created: 0, updated: 3, unchanged: 977, refused: 0 })
    const { docs } = await t.payload.find({
      collection: 'books',
      where: { isbn: { equals: isbnFor(3) } },
      depth: 0,
      overrideAccess: true,
    })
    // The price changed; the stock (3 copies) is the book's own, untouched.
    expect(docs[0]?.variants).toEqual([expect.objectContaining({ price: 1500, stock: 3 })])
  }, 300_000)

  it('creates a new tag whose address another group\u2019s tag has, under a numbered address', async () => {
    // Tags of all groups share one address space: a new Format 'Collage' beside the Keyword 'Collage'.
    await t.payload.create({ collection: 'tags', data: { title: 'Collage', group: 'keywords' }, overrideAccess: true })
    const csv = [
      'Catalogue,Title,ISBN-13,Format,Quantity',
      `Library Program,Cut and Paste,${isbnFor(50_001)},Collage,2`,
    ].join('\r\n')
    const report = await importNow(csv)
    expect(report).toMatchObject({ status: 'finished', created: 1, refused: 0 })
    const { docs } = await t.payload.find({
      collection: 'books',
      where: { title: { equals: 'Cut and Paste' } },
      depth: 1,
      overrideAccess: true,
    })
    expect(docs[0]?.format).toEqual([
      expect.objectContaining({ title: 'Collage', group: 'formats', slug: 'collage-2' }),
    ])
  })

  it('says an import stopped once its last attempt has failed', async () => {
    const csv = ['Catalogue,Title,ISBN-13,Quantity', `Library Program,Broken Run,${isbnFor(50_002)},1`].join('\r\n')
    const started = await start(t.payload, editor, 'broken.csv', { csv })
    if (!started.ok) throw new Error(started.reason)
    // A record the job cannot read (its rows are not a list): every attempt throws.
    await t.payload.update({
      collection: 'book-imports',
      id: started.importId,
      data: { rows: { broken: true } },
      overrideAccess: true,
    })
    for (let attempt = 0; attempt < 4; attempt++) {
      await t.payload.update({
        collection: 'payload-jobs',
        id: started.jobId,
        data: { waitUntil: null },
        overrideAccess: true,
      })
      await t.payload.jobs.runByID({ id: started.jobId })
    }
    const record = await t.payload.findByID({ collection: 'book-imports', id: started.importId, overrideAccess: true })
    expect(record.status).toBe('failed')
  })

  it('lets only editors and admins import or export', async () => {
    const fulfilment = await createStaffUser(t.payload, 'fulfilment')
    const asUser = (user: StaffActor | null) => ({ user, payload: t.payload }) as unknown as PayloadRequest
    for (const endpoint of [
      endpoints.previewImportEndpoint,
      endpoints.startImportEndpoint,
      endpoints.exportBooksEndpoint,
    ]) {
      expect((await endpoint.handler(asUser(fulfilment))).status).toBe(403)
      expect((await endpoint.handler(asUser(null))).status).toBe(403)
    }
    await expect(
      t.payload.find({ collection: 'book-imports', overrideAccess: false, user: fulfilment }),
    ).rejects.toThrow()
    console.log(
      `Book import timings (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}):\n  ${timings.join('\n  ')}`,
    )
  })
})
