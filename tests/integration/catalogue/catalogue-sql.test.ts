/**
 * The catalogue queries (src/lib/catalogue/catalogueSql.ts): they list and count exactly the books a plain
 * filter over all books finds (tags OR within a type, AND across types; stock; order; pages), and their
 * plans read books and books_rels only through indexes, never as a full scan. SQLite by default; Postgres
 * when TEST_DATABASE_URL is a postgres:// URL. The plan check is a plan shape, not a time: on Postgres it
 * runs with enable_seqscan off, so it proves an index path exists for every part of every query (which
 * plan the planner picks at 100,000 books is printed by `npm run bench`).
 */
import type pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createBookFactory, type BookSeed } from '../../../scripts/seed/bookData'
import { insertBooksBulk } from '../../../scripts/seed/booksBulk'
import type { SeedContext } from '../../../scripts/seed/context'
import { createProgress } from '../../../scripts/seed/progress'
import { createRandom } from '../../../scripts/seed/random'
import { seedTags, type SeededTags } from '../../../scripts/seed/tags'
import {
  catalogueCases,
  catalogueStatements,
  explain,
  fullScans,
  popularTags,
  postgresRunner,
  sqliteRunner,
  type SqlRunner,
} from '../../../scripts/lib/catalogueQueries'
import { type CatalogueQuery, catalogueSql } from '../../../src/lib/catalogue/catalogueSql'
import { queryRows } from '../../../src/lib/catalogue/db'
import { createTestPayload, type TestPayload } from '../../helpers/payload'

let t: TestPayload
let payload: Payload
let tags: SeededTags
let db: SqlRunner

type Row = { id: number; title: string; createdAt: string; product: string; inStock: boolean; themes: number[]; keywords: number[]; status: string }
let rows: Row[]

beforeAll(async () => {
  t = await createTestPayload()
  payload = t.payload
  const context: SeedContext = { payload, random: createRandom(7), progress: createProgress({ quiet: true }) }
  tags = await seedTags(context)
  const factory = createBookFactory(context.random, tags, new Map())
  const library: BookSeed[] = Array.from({ length: 300 }, (_, i) => factory.make('libraryProgram', i))
  const press: BookSeed[] = Array.from({ length: 30 }, (_, i) => factory.make('press', 300 + i))
  // Two batches, so creation times differ and "newest" has an order beyond the id tie-break.
  await insertBooksBulk(payload, library.slice(0, 150))
  await new Promise((resolve) => setTimeout(resolve, 20))
  await insertBooksBulk(payload, [...library.slice(150), ...press])
  // A draft shares tags with published books but is never listed.
  const { themes, keywords } = library[0]!
  await payload.create({
    collection: 'books',
    data: { title: 'Draft Only', productTypeHandle: 'libraryProgram', themes, keywords, variants: [{ sku: 'DRAFT-1', stock: 3 }], _status: 'draft' },
    draft: true,
    overrideAccess: true,
  })

  const all = await payload.find({ collection: 'books', limit: 0, pagination: false, depth: 0, draft: false, overrideAccess: true })
  rows = all.docs.map((b) => ({
    id: Number(b.id),
    title: b.title,
    createdAt: b.createdAt,
    product: b.productTypeHandle ?? '',
    inStock: !!b.inStock,
    themes: (b.themes ?? []).map((x) => Number(typeof x === 'object' ? x.id : x)),
    keywords: (b.keywords ?? []).map((x) => Number(typeof x === 'object' ? x.id : x)),
    status: b._status ?? '',
  }))

  const raw = payload.db as unknown as { pool?: pg.Pool; client?: Parameters<typeof sqliteRunner>[0] }
  if (t.kind === 'postgres') {
    const client = await raw.pool!.connect()
    await client.query('ANALYZE books; ANALYZE books_rels')
    // Plan shape, not cost: with sequential scans priced out, a Seq Scan left in a plan means no index can serve it.
    await client.query('SET enable_seqscan = off')
    db = postgresRunner(client, async () => client.release())
  } else {
    db = sqliteRunner(raw.client!, async () => {})
  }
}, 300_000)

afterAll(async () => {
  await db?.close()
  await t?.cleanup()
})

/** SQLite's rowid and the indexes of src/lib/db/catalogueIndexes.ts (created by the migrations). */
const CATALOGUE_INDEX = /^(INTEGER PRIMARY KEY|art_books_catalogue_\w+|art_books_rels_path_tag_parent)$/

/** What the catalogue must show, computed from every book without SQL. */
function plainFilter(q: CatalogueQuery) {
  const matches = rows.filter(
    (b) =>
      b.status === 'published' &&
      b.product === q.catalogue &&
      (q.stock === 'all' || b.inStock === (q.stock === 'in')) &&
      (!q.tagIds.themes || b.themes.some((id) => q.tagIds.themes!.includes(id))) &&
      (!q.tagIds.keywords || b.keywords.some((id) => q.tagIds.keywords!.includes(id))),
  )
  const byTitle = (a: Row, b: Row) => (a.title < b.title ? -1 : a.title > b.title ? 1 : a.id - b.id)
  const byNewest = (a: Row, b: Row) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id)
  matches.sort(q.sort === 'newest' ? byNewest : byTitle)
  return { ids: matches.slice(q.offset, q.offset + q.limit).map((b) => b.id), total: matches.length }
}

async function run(q: CatalogueQuery) {
  const { page, count } = catalogueSql(q)
  const ids = (await queryRows<{ id: number | string }>(payload, page.sql, page.args)).map((r) => Number(r.id))
  const [counted] = await queryRows<{ total: number | string }>(payload, count.sql, count.args)
  return { ids, total: Number(counted!.total) }
}

describe(`catalogue SQL (${process.env.TEST_DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite'})`, () => {
  it('lists and counts what a plain filter over every book finds', async () => {
    const [t1, t2] = tags.themes.map((x) => x.id)
    const [k1, k2, k3] = tags.keywords.map((x) => x.id)
    const base = { catalogue: 'libraryProgram' as const, limit: 24, offset: 0 }
    const queries: CatalogueQuery[] = [
      { ...base, tagIds: {}, stock: 'all', sort: 'title' },
      { ...base, tagIds: {}, stock: 'out', sort: 'newest' },
      { ...base, tagIds: { themes: [t1!] }, stock: 'all', sort: 'title' },
      { ...base, tagIds: { themes: [t1!, t2!] }, stock: 'in', sort: 'newest', offset: 24 },
      { ...base, tagIds: { themes: [t1!], keywords: [k1!] }, stock: 'all', sort: 'title' },
      { ...base, tagIds: { themes: [t1!, t2!], keywords: [k1!, k2!, k3!] }, stock: 'in', sort: 'title', limit: 5, offset: 5 },
      { ...base, tagIds: { themes: [t2!], keywords: [k2!] }, stock: 'out', sort: 'newest' },
      { ...base, catalogue: 'press', tagIds: { keywords: [k1!, k2!] }, stock: 'all', sort: 'title' },
    ]
    let nonEmpty = 0
    for (const q of queries) {
      const expected = plainFilter(q)
      expect(await run(q), JSON.stringify(q)).toEqual(expected)
      if (expected.ids.length) nonEmpty++
    }
    // The comparison means something only if most of these views list books.
    expect(nonEmpty).toBeGreaterThanOrEqual(6)
  })

  it('never lists a draft', async () => {
    const draft = rows.find((b) => b.status === 'draft')!
    const found = await run({ catalogue: 'libraryProgram', tagIds: { themes: [draft.themes[0]!] }, stock: 'all', sort: 'title', limit: 1000, offset: 0 })
    expect(found.ids).not.toContain(draft.id)
  })

  it('reads books and books_rels through indexes only (no full scan in any plan)', async () => {
    const [theme] = await popularTags(db, 'themes')
    const [keyword] = await popularTags(db, 'keywords')
    const statements = catalogueStatements(catalogueCases(theme!.id, keyword!.id))
    expect(statements.length).toBeGreaterThanOrEqual(8)
    for (const statement of statements) {
      const plan = await explain(db, statement.sql, statement.args)
      expect(fullScans(db.kind, plan), `${statement.name}\n${plan.join('\n')}`).toEqual([])
      // SQLite picks indexes by rule when it has no statistics (as in a real deployment), so the plan here is
      // the plan at 100,000 books: every index read is the primary key or one made for the catalogue, so only
      // entries of the chosen tags or of this catalogue (and stock) are visited, never e.g. every published
      // book through _status. Postgres picks by cost, which on a few hundred rows says nothing about 100,000.
      if (db.kind === 'postgres') continue
      const used = [...plan.join('\n').matchAll(/USING (?:COVERING )?INDEX (\w+)|USING (INTEGER PRIMARY KEY)/g)].map(
        (m) => m.slice(1).find(Boolean)!,
      )
      expect(used.length, statement.name).toBeGreaterThan(0)
      for (const name of used) expect(name, `${statement.name}\n${plan.join('\n')}`).toMatch(CATALOGUE_INDEX)
      // With tag filters the plan starts from the tagged books and reads each by primary key, instead of
      // walking the whole catalogue in title or date order and testing every book against the tags.
      if (statement.tagged) expect(plan.filter((line) => /^\s*SEARCH b /.test(line)), statement.name).toEqual(['SEARCH b USING INTEGER PRIMARY KEY (rowid=?)'])
    }
  })
})
