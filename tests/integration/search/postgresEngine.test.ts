import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PostgresSearchEngine, READ_APPLICATION_NAME } from '@/lib/search/postgres'
import { engineContract } from '../../unit/search/engineContract'

const serverUrl = process.env.TEST_DATABASE_URL
const isPostgres = !!serverUrl && /^postgres(ql)?:\/\//.test(serverUrl)
const name = `art_search_engine_${Date.now().toString(36)}`

/** Runs work on the server's maintenance database (CREATE and DROP DATABASE cannot run inside the target). */
async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(serverUrl!)
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * Drops a test database once its clients' connections have closed: pool.end() resolves before their sockets
 * do, and a connection ended by DROP ... WITH (FORCE) while closing raises an error no listener hears.
 */
const dropWhenClosed = (database: string) =>
  admin(async (client) => {
    for (let waited = 0; waited < 2000; waited += 50) {
      const open = await client.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'",
        [database],
      )
      if (open.rows[0].n === 0) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
  })

// allowed-skip: postgres
describe.runIf(isPostgres)('PostgreSQL full-text search engine', () => {
  let pool: pg.Pool
  let engine: PostgresSearchEngine
  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE "${name}"`))
    const url = new URL(serverUrl!)
    url.pathname = `/${name}`
    pool = new pg.Pool({ connectionString: url.toString(), max: 4 })
    engine = new PostgresSearchEngine(pool)
    // Twice, concurrently: creating the schema must be idempotent and race-free.
    await Promise.all([engine.ensure(), new PostgresSearchEngine(pool).ensure()])
  })
  afterAll(async () => {
    await engine?.close()
    await pool?.end()
    await dropWhenClosed(name)
  })
  engineContract(() => engine)

  it("reads on connections of its own, which close() ends, leaving the app's connections' plan settings alone", async () => {
    const reader = new PostgresSearchEngine(pool)
    const readConnections = async () =>
      Number((await pool.query('SELECT count(*) FROM pg_stat_activity WHERE application_name = $1', [READ_APPLICATION_NAME])).rows[0].count)
    const before = await readConnections()
    await reader.search({ text: 'anything' })
    expect(await readConnections()).toBe(before + 1)
    expect((await pool.query('SHOW plan_cache_mode')).rows).toEqual([{ plan_cache_mode: 'auto' }])
    await reader.close()
    // A backend leaves pg_stat_activity shortly after its client disconnects.
    await expect.poll(readConnections, { timeout: 2000 }).toBe(before)
  })

  it('keeps per-prefix document counts equal to those recounted from the documents through upserts and removals', async () => {
    await engine.clear()
    const book = (id: string, title: string, catalogue: 'libraryProgram' | 'press' = 'libraryProgram') =>
      ({ kind: 'book', docId: id, slug: id, title, catalogue }) as const
    await engine.upsertMany([book('1', 'Amber amberley'), book('2', 'Ambient birch', 'press'), book('3', 'Birches')])
    await engine.upsert(book('2', 'Ambient oak'))
    await engine.upsert(book('3', 'Birches', 'press'))
    await engine.remove('book', '1')
    await engine.upsert({ kind: 'news', docId: '1', slug: 'n', title: 'Amber news' })
    const kept = await pool.query('SELECT prefix, docs, lp, press, reading FROM art_search.prefixes WHERE docs <> 0 ORDER BY prefix')
    const recounted = await pool.query(`SELECT p AS prefix, count(*)::int AS docs,
        count(*) FILTER (WHERE grp = 'libraryProgram')::int AS lp, count(*) FILTER (WHERE grp = 'press')::int AS press,
        count(*) FILTER (WHERE grp = 'reading')::int AS reading
      FROM art_search.documents d, LATERAL (SELECT DISTINCT left(t, l) AS p FROM unnest(d.terms) t, generate_series(2, least(length(t), 4)) l) w
      GROUP BY p ORDER BY p`)
    expect(kept.rows.map((r) => r.prefix)).toContain('amb')
    expect(kept.rows).toEqual(recounted.rows)
    expect((await engine.search({ text: 'amb' })).counts).toEqual({ libraryProgram: 1, press: 0, reading: 1 })
  })

  it('creates its layout whole: title and people indexes per result group, a half-empty vocabulary, trigrams with lengths, words with prefix keys', async () => {
    expect(await indexesOf(pool, 'tsv_title|tsv_people')).toEqual(fieldIndexes)
    expect(await vocabularyOptions(pool)).toEqual(['fillfactor=50'])
    expect(await indexesOf(pool, 'gin_trgm_ops')).toEqual(['vocabulary_length_term_trgm_idx'])
    expect(await indexesOf(pool, 'prefix_keys')).toEqual(wordAndKeyIndexes)
    expect(await indexesOf(pool, 'USING gin \\(tsv\\)')).toEqual([])
  })
})

/** The title and people GIN indexes: one per field and result group. */
const fieldIndexes = ['people', 'title'].flatMap((field) =>
  ['libraryprogram', 'press', 'reading'].map((g) => `documents_tsv_${field}_${g}_idx`),
)
/** The words' GIN indexes: one per result group, with the documents' prefix keys. */
const wordAndKeyIndexes = ['libraryprogram', 'press', 'reading'].map((g) => `documents_tsv_keys_${g}_idx`)
/** The storage options of the vocabulary table (its pages kept half empty for HOT updates). */
async function vocabularyOptions(pool: pg.Pool) {
  const found = await pool.query<{ reloptions: string[] | null }>(
    "SELECT reloptions FROM pg_class WHERE oid = 'art_search.vocabulary'::regclass",
  )
  return found.rows[0]?.reloptions
}
/** Names of the art_search indexes whose definition matches pattern, sorted. */
async function indexesOf(pool: pg.Pool, pattern: string) {
  const found = await pool.query<{ indexname: string }>(
    "SELECT indexname FROM pg_indexes WHERE schemaname = 'art_search' AND indexdef ~ $1 ORDER BY indexname",
    [pattern],
  )
  return found.rows.map((r) => r.indexname)
}
