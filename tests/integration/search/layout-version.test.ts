/**
 * The search index has one layout, with a stored version: an index of another version (or one whose rebuild did
 * not finish) is dropped and rebuilt from the content by prepareSearchIndex, which npm run migrate and Payload's
 * onInit run; a current index is left as it is. SQLite by default; Postgres when TEST_DATABASE_URL is set.
 */
import { createClient } from '@libsql/client'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PostgresSearchEngine } from '../../../src/lib/search/postgres'
import { prepareSearchIndex } from '../../../src/lib/search/rebuild'
import { searchFileFor, SqliteSearchEngine } from '../../../src/lib/search/sqlite'
import type { SearchDocument, SearchEngine } from '../../../src/lib/search/types'
import { createTestPayload, type TestPayload } from '../../helpers/payload'

let t: TestPayload
const engines: SearchEngine[] = []

beforeAll(async () => {
  t = await createTestPayload()
  await t.payload.create({
    collection: 'books',
    data: {
      title: 'Zebracrossing Atlas',
      productTypeHandle: 'libraryProgram',
      variants: [{ sku: 'LAYOUT-1', stock: 2 }],
      _status: 'published',
    },
    overrideAccess: true,
  })
}, 120_000)

afterAll(async () => {
  for (const engine of engines) await engine.close?.()
  await t?.cleanup()
})

/** An engine of its own on the same index, as a process started after a deployment would have. */
function freshEngine(): SearchEngine {
  const engine =
    t.kind === 'postgres'
      ? new PostgresSearchEngine((t.payload.db as unknown as { pool: Pool }).pool)
      : new SqliteSearchEngine(searchFileFor(t.databaseUrl))
  engines.push(engine)
  return engine
}

/** Runs statements on the index's own storage, behind the engines' backs. */
async function onIndex(statements: { sqlite: string[]; postgres: string[] }) {
  if (t.kind === 'postgres') {
    const { pool } = t.payload.db as unknown as { pool: Pool }
    for (const statement of statements.postgres) await pool.query(statement)
    return
  }
  const client = createClient({ url: searchFileFor(t.databaseUrl) })
  try {
    for (const statement of statements.sqlite) await client.execute(statement)
  } finally {
    client.close()
  }
}

const titles = async (engine: SearchEngine, text: string) =>
  (await engine.search({ text })).groups.libraryProgram.map((hit) => hit.title)

/** A document in the index that the content does not hold: only a rebuild from the content removes it. */
const strayDocument: SearchDocument = {
  kind: 'book',
  docId: '999999',
  slug: 'quokka',
  catalogue: 'libraryProgram',
  title: 'Quokkaville Stray',
}

const tableNames = async () => {
  if (t.kind === 'postgres') {
    const { pool } = t.payload.db as unknown as { pool: Pool }
    const rows = await pool.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'art_search'",
    )
    return rows.rows.map((row) => row.name)
  }
  const client = createClient({ url: searchFileFor(t.databaseUrl) })
  try {
    const rows = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
    return rows.rows.map((row) => String(row.name))
  } finally {
    client.close()
  }
}

describe('the search index layout version', () => {
  it('leaves a current index as it is', async () => {
    const engine = freshEngine()
    await engine.upsert(strayDocument)
    expect(await prepareSearchIndex(t.payload, undefined, freshEngine())).toBe('current')
    expect(await titles(engine, 'quokkaville')).toEqual(['Quokkaville Stray'])
    expect(await titles(engine, 'zebracrossing')).toEqual(['Zebracrossing Atlas'])
  })

  it('drops an index of another version, with whatever it held, and rebuilds it from the content', async () => {
    await onIndex({
      sqlite: ['UPDATE search_layout SET version = version - 1', 'CREATE TABLE search_leftover (x INTEGER)'],
      postgres: ['UPDATE art_search.layout SET version = version - 1', 'CREATE TABLE art_search.leftover (x integer)'],
    })
    const engine = freshEngine()
    expect(await prepareSearchIndex(t.payload, undefined, engine)).toBe('rebuilt')
    expect(await titles(engine, 'zebracrossing')).toEqual(['Zebracrossing Atlas'])
    expect(await titles(engine, 'quokkaville')).toEqual([])
    const tables = await tableNames()
    expect(tables.some((name) => name.includes('leftover'))).toBe(false)
    // The next process finds it current.
    expect(await prepareSearchIndex(t.payload, undefined, freshEngine())).toBe('current')
  })

  it('rebuilds an index whose last rebuild did not finish', async () => {
    await onIndex({
      sqlite: ['UPDATE search_layout SET filled = 0', 'DELETE FROM search_documents'],
      postgres: ['UPDATE art_search.layout SET filled = false', 'DELETE FROM art_search.documents'],
    })
    const engine = freshEngine()
    expect(await titles(engine, 'zebracrossing')).toEqual([])
    expect(await prepareSearchIndex(t.payload, undefined, engine)).toBe('rebuilt')
    expect(await titles(engine, 'zebracrossing')).toEqual(['Zebracrossing Atlas'])
  })

  it('rebuilds an index kept by an earlier scheme (no layout record at all)', async () => {
    await onIndex({
      sqlite: ['DROP TABLE search_layout', 'PRAGMA user_version = 5'],
      postgres: [
        'DROP TABLE art_search.layout',
        'CREATE TABLE art_search.schema_version (version integer NOT NULL)',
        'INSERT INTO art_search.schema_version VALUES (9)',
      ],
    })
    const engine = freshEngine()
    expect(await prepareSearchIndex(t.payload, undefined, engine)).toBe('rebuilt')
    expect(await titles(engine, 'zebracrossing')).toEqual(['Zebracrossing Atlas'])
    expect((await tableNames()).includes('schema_version')).toBe(false)
  })
})

describe('whether the index is filled, as /api/ready asks it', () => {
  it('is read afresh each time, not from what the engine saw when it started', async () => {
    const engine = freshEngine()
    await prepareSearchIndex(t.payload, undefined, engine)
    expect(await engine.isFilled()).toBe(true)

    await onIndex({ sqlite: ['UPDATE search_layout SET filled = 0'], postgres: ['UPDATE art_search.layout SET filled = false'] })
    expect(await engine.isFilled()).toBe(false)

    await onIndex({ sqlite: ['DROP TABLE search_layout'], postgres: ['DROP TABLE art_search.layout'] })
    expect(await engine.isFilled()).toBe(false)

    const rebuilt = freshEngine()
    await prepareSearchIndex(t.payload, undefined, rebuilt)
    expect(await rebuilt.isFilled()).toBe(true)
    expect(await engine.isFilled()).toBe(true)
  })
})
