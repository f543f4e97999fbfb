/**
 * `npx tsx scripts/bench/search.ts [--docs 100000] [--queries 400] [--engines sqlite,postgres] [--keep] [--dump file]`
 * In-process timings of the search engines (p50/p95 per query kind) on a synthetic index of --docs books,
 * uncached: every query goes to the engine. SQLite FTS5 always; PostgreSQL when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) is a postgres:// server URL. Without --keep the index lives in a throwaway folder or
 * database; with --keep it is filled once into tmp/bench/search-<docs>/ (SQLite) or the database
 * art_search_bench_<docs> (Postgres) and reused by later runs. (Catalogue query plans and timings are
 * part of `npm run bench`: scripts/lib/catalogueQueries.ts.)
 * Figures only: nothing passes or fails on a time. --dump writes every query's full results (one JSON line
 * per query, engine by engine), so a change meant to be faster only can be diffed for identical results.
 *
 * Also a module: benchSearchEngines() runs the same measurements and returns the figures.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { PostgresSearchEngine } from '../../src/lib/search/postgres'
import { searchFileFor, SqliteSearchEngine } from '../../src/lib/search/sqlite'
import type { SearchDocument, SearchEngine } from '../../src/lib/search/types'
import { databaseUrlOn, dropPostgresDatabase, ensurePostgresDatabase, isPostgresUrl } from '../lib/postgresDatabase'
import { percentile } from './percentile'

export type SearchEngineName = 'sqlite' | 'postgres'
/**
 * Milliseconds per query, uncached. p50/p95 are wall-clock latencies. cpuP50/cpuP95 are this process's CPU
 * time per query: for SQLite (libsql runs queries on this thread) the engine's own work, which stays
 * meaningful when other processes load the machine; for Postgres only the client's share.
 */
export type SearchBenchFigure = {
  engine: SearchEngineName
  kind: string
  n: number
  p50: number
  p95: number
  cpuP50: number
  cpuP95: number
}
export type SearchBenchOptions = {
  docs: number
  queries?: number
  engines: SearchEngineName[]
  /** A postgres:// server URL; Postgres is skipped without one. */
  postgresUrl?: string
  /** Reuse (or fill once and keep) the index in tmp/bench/search-<docs> / database art_search_bench_<docs>. */
  keep?: boolean
  /** Writes each engine's results of every query to `<dump>.<engine>.jsonl`. */
  dump?: string
}

/** mulberry32: a deterministic generator, so runs (and kept indexes) are comparable. */
function generator(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const pickWith = (rand: () => number) => <T>(list: T[]) => list[Math.floor(rand() * list.length)]!
const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1)

const REAL = ['photography', 'architecture', 'printmaking', 'sculpture', 'landscape', 'portraiture', 'abstraction', 'collage', 'textiles', 'ceramics', 'drawing', 'painting', 'protest', 'memory', 'desert', 'garden', 'river', 'city', 'quilts', 'letters', 'archive', 'music', 'body', 'language', 'labor', 'migration', 'ritual', 'cinema', 'design', 'typography']
const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'sa', 'to', 'vel', 'an', 'dor', 'is', 'ul', 'ber', 'chi', 'fen', 'gar', 'hol', 'jun', 'kor', 'lis', 'mar', 'nol', 'pra', 'quin', 'ros', 'sten', 'tor', 'ven', 'wil', 'yar', 'zen']
const { VOCAB, NAMES } = (() => {
  const pick = pickWith(generator(42))
  const made = new Set<string>()
  while (made.size < 20_000) made.add(Array.from({ length: 2 + Math.floor(pick([0, 1, 2])) }, () => pick(SYLLABLES)).join(''))
  const vocab = [...REAL, ...made]
  return { VOCAB: vocab, NAMES: Array.from({ length: 3000 }, () => `${cap(pick(vocab))} ${cap(pick(vocab))}`) }
})()

/** Book i of the synthetic index: the same for a given i on every run. */
function document(i: number): SearchDocument {
  const rand = generator(1_000_003 + i)
  const pick = pickWith(rand)
  // Each subject word lands in a few per cent of books, as a real subject would.
  const words = (n: number) => Array.from({ length: n }, () => (rand() < 0.03 ? pick(REAL) : pick(VOCAB))).join(' ')
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

const KINDS = ['word', 'prefix', 'typo', 'two words'] as const
function queryMix(count: number) {
  const rand = generator(7)
  const pick = pickWith(rand)
  const typo = (word: string) => {
    const i = 1 + Math.floor(rand() * (word.length - 2))
    return word.slice(0, i) + word.slice(i + 1)
  }
  return Array.from({ length: count }, (_, i) => {
    const word = pick(REAL)
    switch (KINDS[i % 4]) {
      case 'word':
        return word
      case 'prefix':
        return word.slice(0, 4) // while typing
      case 'typo':
        return typo(word) // a letter left out (the words are 4+ letters; 5+ get typo tolerance)
      default:
        return `${word} ${pick(NAMES).split(' ')[1]!.toLowerCase()}`
    }
  })
}

function summarise(engine: SearchEngineName, kind: string, times: number[], cpuTimes: number[]): SearchBenchFigure {
  const sorted = [...times].sort((a, b) => a - b)
  const cpu = [...cpuTimes].sort((a, b) => a - b)
  const figure = {
    engine,
    kind,
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    cpuP50: percentile(cpu, 50),
    cpuP95: percentile(cpu, 95),
  }
  console.log(
    `${`${engine} search, uncached (${kind})`.padEnd(40)} n=${String(figure.n).padStart(4)}  p50 ${figure.p50.toFixed(2)} ms  p95 ${figure.p95.toFixed(2)} ms  max ${sorted[sorted.length - 1]!.toFixed(2)} ms  (cpu p50 ${figure.cpuP50.toFixed(2)}, p95 ${figure.cpuP95.toFixed(2)})`,
  )
  return figure
}

async function fill(engine: SearchEngine, docs: number, concurrency: number) {
  const started = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < docs) {
        const batch = Array.from({ length: Math.min(500, docs - next) }, () => document(next++))
        await engine.upsertMany(batch)
      }
    }),
  )
  console.log(`  indexed ${docs} documents in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

/** Fills the engine unless a kept index already holds exactly the synthetic documents (counted by the caller). */
async function fillUnlessKept(engine: SearchEngine, docs: number, concurrency: number, indexed: () => Promise<number>) {
  if ((await indexed()) === docs) {
    console.log(`  reusing the kept index of ${docs} documents`)
    return
  }
  await engine.clear()
  await fill(engine, docs, concurrency)
}

/** Every query's results, one JSON line each, for diffing runs (a faster engine must answer the same). */
async function dumpResults(name: SearchEngineName, engine: SearchEngine, queries: string[], dump: string) {
  const lines: string[] = []
  for (const text of queries) lines.push(JSON.stringify(await engine.search({ text })))
  fs.writeFileSync(`${dump}.${name}.jsonl`, `${lines.join('\n')}\n`)
  console.log(`  results of ${queries.length} queries written to ${dump}.${name}.jsonl`)
}

/**
 * Times every query once, after a first pass over them all: as in a running server, each statement has been
 * prepared (Postgres plans it once per connection) and V8 has compiled the search code. The first pass's
 * figures are printed too: a statement's first use costs its planning, 5 to 25 ms, once per connection.
 */
async function timeEngine(name: SearchEngineName, engine: SearchEngine, queries: string[], dump?: string) {
  if (dump) await dumpResults(name, engine, queries, dump)
  const first: number[] = []
  for (const text of queries) {
    const t0 = performance.now()
    await engine.search({ text })
    first.push(performance.now() - t0)
  }
  const firstSorted = first.sort((a, b) => a - b)
  console.log(
    `  first pass (statements prepared, code compiled on first use): p50 ${percentile(firstSorted, 50).toFixed(2)} ms  p95 ${percentile(firstSorted, 95).toFixed(2)} ms  max ${firstSorted[firstSorted.length - 1]!.toFixed(2)} ms`,
  )
  const wall: Record<string, number[]> = { all: [], ...Object.fromEntries(KINDS.map((k) => [k, []])) }
  const cpu: Record<string, number[]> = { all: [], ...Object.fromEntries(KINDS.map((k) => [k, []])) }
  for (const [i, text] of queries.entries()) {
    const c0 = process.cpuUsage()
    const t0 = performance.now()
    await engine.search({ text })
    const ms = performance.now() - t0
    const used = process.cpuUsage(c0)
    for (const kind of ['all', KINDS[i % 4]!]) {
      wall[kind]!.push(ms)
      cpu[kind]!.push((used.user + used.system) / 1000)
    }
  }
  console.log(`  load average while timing: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')} (${os.cpus().length} cores)`)
  return Object.keys(wall).map((kind) => summarise(name, kind, wall[kind]!, cpu[kind]!))
}

const benchRoot = () => path.resolve('tmp/bench')

async function benchSqlite(docs: number, queries: string[], keep: boolean, dump?: string) {
  const dir = keep ? path.join(benchRoot(), `search-${docs}`) : fs.mkdtempSync(path.join(os.tmpdir(), 'art-search-bench-'))
  fs.mkdirSync(dir, { recursive: true })
  const file = searchFileFor(`file:${path.join(dir, 'bench.db')}`)
  const engine = new SqliteSearchEngine(file)
  try {
    console.log(`SQLite FTS5, ${docs} books${keep ? ` (kept in ${path.relative(process.cwd(), dir)})` : ''}`)
    await engine.ensure()
    const indexed = async () => {
      const client = createClient({ url: file })
      try {
        return Number((await client.execute('SELECT count(*) AS n FROM search_documents')).rows[0]!.n)
      } finally {
        client.close()
      }
    }
    await (keep ? fillUnlessKept(engine, docs, 1, indexed) : fill(engine, docs, 1))
    return await timeEngine('sqlite', engine, queries, dump)
  } finally {
    await engine.close()
    if (!keep) fs.rmSync(dir, { recursive: true, force: true })
  }
}

async function benchPostgres(docs: number, queries: string[], server: string, keep: boolean, dump?: string) {
  const name = keep ? `art_search_bench_${docs}` : `art_search_bench_${Date.now().toString(36)}`
  const url = databaseUrlOn(server, name)
  await ensurePostgresDatabase(url)
  const pool = new pg.Pool({ connectionString: url, max: 8 })
  // Dropping the database at the end closes idle connections from the server side.
  pool.on('error', () => {})
  try {
    console.log(`PostgreSQL tsvector + GIN, ${docs} books${keep ? ` (kept in database ${name})` : ''}`)
    const engine = new PostgresSearchEngine(pool)
    await engine.ensure()
    const indexed = async () => Number((await pool.query('SELECT count(*) AS n FROM art_search.documents')).rows[0].n)
    await (keep ? fillUnlessKept(engine, docs, 4, indexed) : fill(engine, docs, 4))
    // As autovacuum would after a bulk load: visibility map and statistics up to date.
    await pool.query('VACUUM ANALYZE art_search.documents')
    await pool.query('VACUUM ANALYZE art_search.vocabulary')
    try {
      return await timeEngine('postgres', engine, queries, dump)
    } finally {
      await engine.close()
    }
  } finally {
    await pool.end()
    if (!keep) await dropPostgresDatabase(url)
  }
}

/** Times both engines on the synthetic index and returns p50/p95 per engine and query kind (ms, uncached). */
export async function benchSearchEngines(options: SearchBenchOptions): Promise<SearchBenchFigure[]> {
  const docs = Math.min(Math.max(Math.floor(options.docs) || 100_000, 100), 500_000)
  const queries = queryMix(Math.min(Math.max(Math.floor(options.queries ?? 400) || 400, 8), 5000))
  const figures: SearchBenchFigure[] = []
  if (options.engines.includes('sqlite')) figures.push(...(await benchSqlite(docs, queries, !!options.keep, options.dump)))
  const server = options.postgresUrl
  if (options.engines.includes('postgres')) {
    if (isPostgresUrl(server)) figures.push(...(await benchPostgres(docs, queries, server, !!options.keep, options.dump)))
    else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://… to include it)')
  }
  return figures
}

const isEntry = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isEntry) {
  const { values } = parseArgs({
    options: {
      docs: { type: 'string', default: '100000' },
      queries: { type: 'string', default: '400' },
      engines: { type: 'string', default: 'sqlite,postgres' },
      keep: { type: 'boolean', default: false },
      dump: { type: 'string' },
    },
  })
  const engines = values.engines!.split(',').filter((e): e is SearchEngineName => e === 'sqlite' || e === 'postgres')
  await benchSearchEngines({
    docs: Number(values.docs),
    queries: Number(values.queries),
    engines,
    postgresUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL,
    keep: values.keep,
    dump: values.dump,
  })
}
