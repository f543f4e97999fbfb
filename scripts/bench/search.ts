/**
 * `npx tsx scripts/bench/search.ts [--docs 100000] [--queries 400] [--catalogue-db file:./data/x.db]`
 * In-process timings of the search engines (p50/p95 per query) on a synthetic index of --docs books,
 * for SQLite FTS5 always and PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is a postgres://
 * server URL (a throwaway database is created and dropped). With --catalogue-db, also times the catalogue
 * page and count queries with two tag filters on that seeded SQLite database and prints their query plans.
 * Figures only: nothing passes or fails on a time.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { catalogueSql } from '../../src/lib/catalogue/catalogueSql'
import { CATALOGUE_INDEXES } from '../../src/lib/catalogue/catalogueIndexes'
import { PostgresSearchEngine } from '../../src/lib/search/postgres'
import { searchFileFor, SqliteSearchEngine } from '../../src/lib/search/sqlite'
import type { SearchDocument, SearchEngine } from '../../src/lib/search/types'

const { values } = parseArgs({
  options: {
    docs: { type: 'string', default: '100000' },
    queries: { type: 'string', default: '400' },
    'catalogue-db': { type: 'string' },
    engines: { type: 'string', default: 'sqlite,postgres' },
  },
})
const DOCS = Math.min(Number(values.docs) || 100_000, 500_000)
const QUERIES = Math.min(Number(values.queries) || 400, 5000)

// A deterministic generator, so runs are comparable.
let state = 42
/** mulberry32 */
const rand = () => {
  state = (state + 0x6d2b79f5) | 0
  let t = Math.imul(state ^ (state >>> 15), 1 | state)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!

const REAL = ['photography', 'architecture', 'printmaking', 'sculpture', 'landscape', 'portraiture', 'abstraction', 'collage', 'textiles', 'ceramics', 'drawing', 'painting', 'protest', 'memory', 'desert', 'garden', 'river', 'city', 'quilts', 'letters', 'archive', 'music', 'body', 'language', 'labor', 'migration', 'ritual', 'cinema', 'design', 'typography']
const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'sa', 'to', 'vel', 'an', 'dor', 'is', 'ul', 'ber', 'chi', 'fen', 'gar', 'hol', 'jun', 'kor', 'lis', 'mar', 'nol', 'pra', 'quin', 'ros', 'sten', 'tor', 'ven', 'wil', 'yar', 'zen']
const made = new Set<string>()
while (made.size < 20_000) made.add(Array.from({ length: 2 + Math.floor(rand() * 3) }, () => pick(SYLLABLES)).join(''))
const VOCAB = [...REAL, ...made]
const NAMES = Array.from({ length: 3000 }, () => `${cap(pick(VOCAB))} ${cap(pick(VOCAB))}`)
function cap(w: string) {
  return w[0]!.toUpperCase() + w.slice(1)
}
// Each subject word lands in a few per cent of books, as a real subject would.
const words = (n: number) => Array.from({ length: n }, () => (rand() < 0.03 ? pick(REAL) : pick(VOCAB))).join(' ')

function document(i: number): SearchDocument {
  return {
    kind: 'book',
    docId: String(i),
    slug: `bench-${i}`,
    title: cap(words(1 + Math.floor(rand() * 3))),
    catalogue: i % 20 === 0 ? 'press' : 'libraryProgram',
    authors: `${pick(NAMES)} and ${pick(NAMES)}`,
    artists: pick(NAMES),
    tags: `${pick(REAL)}, ${pick(REAL)}, ${pick(VOCAB)}`,
    description: words(40),
    inStock: rand() < 0.7,
  }
}

function typo(word: string) {
  const i = 1 + Math.floor(rand() * (word.length - 2))
  return word.slice(0, i) + word.slice(i + 1)
}
const QUERY_MIX = Array.from({ length: QUERIES }, (_, i) => {
  const word = pick(REAL)
  switch (i % 4) {
    case 0:
      return word // whole word
    case 1:
      return word.slice(0, 4) // prefix while typing
    case 2:
      return typo(word) // a typo (5+ letters)
    default:
      return `${word} ${pick(NAMES).split(' ')[1]!.toLowerCase()}` // two words
  }
})

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
const report = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  console.log(
    `${label.padEnd(44)} n=${String(sorted.length).padStart(4)}  p50 ${percentile(sorted, 50).toFixed(2)} ms  p95 ${percentile(sorted, 95).toFixed(2)} ms  max ${sorted[sorted.length - 1]!.toFixed(2)} ms`,
  )
}

async function fill(engine: SearchEngine, concurrency: number) {
  const started = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < DOCS) {
        const batch = Array.from({ length: Math.min(500, DOCS - next) }, () => document(next++))
        await engine.upsertMany(batch)
      }
    }),
  )
  console.log(`  indexed ${DOCS} documents in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

async function benchEngine(label: string, engine: SearchEngine) {
  for (const q of QUERY_MIX.slice(0, 20)) await engine.search({ text: q }) // warm up
  const byKind: Record<string, number[]> = { all: [], word: [], prefix: [], typo: [], 'two words': [] }
  const kinds = ['word', 'prefix', 'typo', 'two words']
  for (const [i, text] of QUERY_MIX.entries()) {
    const t0 = performance.now()
    await engine.search({ text })
    const ms = performance.now() - t0
    byKind.all!.push(ms)
    byKind[kinds[i % 4]!]!.push(ms)
  }
  for (const [kind, times] of Object.entries(byKind)) report(`${label} search (${kind})`, times)
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'art-search-bench-'))
try {
  const engines = values.engines!.split(',')
  if (engines.includes('sqlite')) {
    console.log(`SQLite FTS5, ${DOCS} books`)
    const sqlite = new SqliteSearchEngine(searchFileFor(`file:${path.join(tmp, 'bench.db')}`))
    await sqlite.ensure()
    await fill(sqlite, 1)
    await benchEngine('sqlite', sqlite)
    await sqlite.close()
  }

  const server = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
  if (engines.includes('postgres') && server && /^postgres(ql)?:\/\//.test(server)) {
    const name = `art_search_bench_${Date.now().toString(36)}`
    const adminUrl = new URL(server)
    adminUrl.pathname = '/postgres'
    const admin = new pg.Client({ connectionString: adminUrl.toString() })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    const url = new URL(server)
    url.pathname = `/${name}`
    const pool = new pg.Pool({ connectionString: url.toString(), max: 8 })
    // Dropping the database at the end closes idle connections from the server side.
    pool.on('error', () => {})
    try {
      console.log(`PostgreSQL tsvector + pg_trgm, ${DOCS} books`)
      const postgres = new PostgresSearchEngine(pool)
      await postgres.ensure()
      await fill(postgres, 8)
      await pool.query('ANALYZE art_search.documents; ANALYZE art_search.terms')
      await benchEngine('postgres', postgres)
    } finally {
      await pool.end()
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
    }
  } else {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://… to include it)')
  }

  if (values['catalogue-db']) await benchCatalogue(values['catalogue-db'])
} finally {
  fs.rmSync(tmp, { recursive: true, force: true })
}

/** Two-filter catalogue queries on a seeded SQLite database: timings and EXPLAIN QUERY PLAN. */
async function benchCatalogue(url: string) {
  const client = createClient({ url })
  for (const statement of CATALOGUE_INDEXES) await client.execute(statement)
  const count = await client.execute("SELECT count(*) AS n FROM books WHERE product_type_handle = 'libraryProgram'")
  console.log(`Catalogue queries on ${url} (${count.rows[0]!.n} Library Program books)`)
  const popular = async (group: string) =>
    (
      await client.execute({
        sql: `SELECT r.tags_id AS id FROM books_rels r JOIN tags t ON t.id = r.tags_id WHERE t."group" = ? GROUP BY r.tags_id ORDER BY count(*) DESC LIMIT 8`,
        args: [group],
      })
    ).rows.map((r) => Number(r.id))
  const themes = await popular('themes')
  const keywords = await popular('keywords')
  const pageTimes: number[] = []
  const countTimes: number[] = []
  for (let i = 0; i < 200; i++) {
    const { page, count: countQuery } = catalogueSql({
      catalogue: 'libraryProgram',
      tagIds: { themes: [themes[i % themes.length]!], keywords: [keywords[(i * 3) % keywords.length]!] },
      stock: (['all', 'in', 'out'] as const)[i % 3]!,
      sort: i % 2 ? 'title' : 'newest',
      limit: 24,
      offset: (i % 4) * 24,
    })
    const args = (a: (string | number | boolean)[]) => a.map((v) => (typeof v === 'boolean' ? Number(v) : v))
    let t0 = performance.now()
    await client.execute({ sql: page.sql, args: args(page.args) })
    pageTimes.push(performance.now() - t0)
    t0 = performance.now()
    await client.execute({ sql: countQuery.sql, args: args(countQuery.args) })
    countTimes.push(performance.now() - t0)
    if (i === 1) {
      for (const [label, q] of [['page', page], ['count', countQuery]] as const) {
        const plan = await client.execute({ sql: `EXPLAIN QUERY PLAN ${q.sql}`, args: args(q.args) })
        console.log(`  plan (${label}):\n${plan.rows.map((r) => `    ${r.detail}`).join('\n')}`)
      }
    }
  }
  report('sqlite catalogue page (2 tag filters)', pageTimes)
  report('sqlite catalogue count (2 tag filters)', countTimes)
  client.close()
}
