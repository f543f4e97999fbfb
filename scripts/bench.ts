/**
 * `npm run bench [-- --books N] [--duration S] [--connections C] [--max-requests R] [--queries Q] [--only name,name]`
 * (--only: target names of scripts/bench/targets.ts, and `accounts`, `orders`, `press`)
 *
 * For SQLite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is a postgres:// server URL, PostgreSQL:
 * 1. the search engines in process: p50/p95 per query on a synthetic index of N documents (scripts/bench/search.ts);
 * 2. the catalogue SQL (src/lib/catalogue/catalogueSql.ts) on the bench database: query plans (EXPLAIN QUERY PLAN;
 *    EXPLAIN ANALYZE on Postgres), whether any reads all of books or books_rels, and p50/p95 per statement;
 * 3. the production server under load: each target of scripts/bench/targets.ts with C concurrent connections
 *    (default 10), beside a bare Node HTTP server measured just before (same machine load) as the baseline,
 *    with each target's ratio to it;
 * 4. library accounts and orders on that server (scripts/bench/accountsAndOrders.ts): login, me, add-to-cart and
 *    completion with each connection as its own account and cart, and 50 concurrent completions of a book with
 *    5 copies. The server runs with the login and cart rate limits raised, so the figures are not of 429s.
 * 5. the press checkout (scripts/bench/press.ts): the estimate, checkout-session creation against a fake Stripe
 *    the bench starts (the server's Stripe SDK points at it) and 1,000 signed webhook events.
 * The bench database is seeded once to N books and reused: tmp/bench/books-<N> for SQLite; for Postgres the
 * database art_bench_books_<N> on that server (its secrets and logins in tmp/bench/postgres-books-<N>).
 * Each has its own production build (.next-bench, .next-bench-postgres). Tags and words in the URLs are picked
 * from the database under test. Bounded: every target stops after S seconds (default 10) or R requests.
 * Figures only: nothing here passes or fails on a time. A JSON report goes to tmp/bench/.
 *
 * `npm run bench -- --cluster` measures the scale-out cluster instead (scripts/bench/cluster.ts): the HTTP targets
 * through nginx with 1, 2 and 4 instances on PostgreSQL and Redis, / through the micro-cache beside the bare Node
 * baseline, and the publish-to-other-instance delay.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import readline from 'node:readline'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { type AccountsAndOrders, benchAccountsAndOrders, printAccountsAndOrders } from './bench/accountsAndOrders'
import type { BenchVocabulary } from './bench/catalogue'
import { RAISED_RATE_LIMITS } from './bench/libraryAccounts'
import type { Measurement } from './bench/load'
import { percentile } from './bench/percentile'
import { cpuPerRequest, groupCpuTime } from './bench/serverCpu'
import { benchPress, type PressReport, pressServerEnv, printPress } from './bench/press'
import { benchSearchEngines, type SearchBenchFigure, type SearchEngineName } from './bench/search'
import { ms, printTable } from './bench/table'
import { type BenchTarget, targets } from './bench/targets'
import { benchCluster, printCluster } from './bench/cluster'
import {
  catalogueCases,
  catalogueStatements,
  explain,
  fullScans,
  openRunner,
  popularTags,
  type SqlRunner,
} from './lib/catalogueQueries'
import { databaseUrlOn, isPostgresUrl } from './lib/postgresDatabase'
import { ensureInstanceBuild, type Instance, prepareInstance, readSeedTiming, startServer } from './lib/productionServer'
import { npmBin } from './lib/run'
import { startFakeStripe } from '../tests/integration/donations/fakeStripe'

const { values } = parseArgs({
  options: {
    books: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'max-requests': { type: 'string', default: '50000' },
    queries: { type: 'string', default: '400' },
    only: { type: 'string' },
    cluster: { type: 'boolean', default: false },
  },
})
const clamp = (value: string | undefined, fallback: number, min: number, max: number) =>
  Math.min(Math.max(Number(value) || fallback, min), max)
const duration = clamp(values.duration, 10, 1, 60)
const connections = clamp(values.connections, 10, 1, 200)
const maxRequests = clamp(values['max-requests'], 50_000, 100, 1_000_000)
const queries = clamp(values.queries, 400, 20, 5000)
const books = values.books
if (books !== undefined && !/^\d+$/.test(books)) throw new Error(`--books must be a whole number (got "${books}")`)
const size = books ?? 'default'

const load = () => os.loadavg()[0]!.toFixed(2)
/** Whether --only (targets of scripts/bench/targets.ts, or `accounts`, `orders`, `press`) leaves this one in. */
const selected = (name: string) => !values.only || values.only.split(',').includes(name)

/**
 * A `varied` target's paths, each requested once: not its warm-up path (rendered then), and no list wraps
 * around, so every request is a view no cache holds (each run starts a new server, whose cache is empty).
 */
const unseenPaths = (target: BenchTarget) => [...new Set(target.paths)].filter((p) => p !== target.path)

/** `serverPid`: the server's process group, whose CPU time per request is then measured too (Linux). */
async function measure(baseUrl: string, target: BenchTarget, serverPid?: number): Promise<Measurement> {
  const latencies: number[] = []
  let next = 0
  const paths = target.paths && unseenPaths(target)
  // autocannon ends after `amount` requests (which overrides its duration); the timer ends it after `duration`.
  const instance = autocannon({
    ...(paths ? { requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }] } : {}),
    url: baseUrl + target.path,
    connections,
    amount: paths ? Math.min(maxRequests, paths.length) : maxRequests,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    timeout: 30,
  })
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms))
  const cpuBefore = serverPid ? groupCpuTime(serverPid) : null
  const started = performance.now()
  const timer = setTimeout(() => instance.stop(), duration * 1000)
  const result = await instance
  const seconds = (performance.now() - started) / 1000
  const cpuAfter = serverPid ? groupCpuTime(serverPid) : null
  clearTimeout(timer)
  latencies.sort((a, b) => a - b)
  return {
    name: target.name,
    path: target.path,
    // Over the whole run (autocannon's average is over whole-second samples, off for short runs).
    requestsPerSecond: result.requests.total / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    load: os.loadavg()[0]!,
    serverCpu: cpuPerRequest(cpuBefore, cpuAfter, result.requests.total),
  }
}

/** A few sequential requests first, so one-off work (JIT, caches, first render) is not measured. */
async function warmUp(baseUrl: string, target: BenchTarget) {
  for (let i = 0; i < 10; i++) {
    const response = await fetch(baseUrl + target.path, {
      method: target.method ?? 'GET',
      headers: target.headers,
      body: target.body,
      signal: AbortSignal.timeout(60_000),
    })
    await response.arrayBuffer()
    if (i === 0 && response.status >= 400) console.warn(`  ! ${target.name}: ${target.path} answers ${response.status}`)
  }
}

/** The bare Node server under the same load as the targets (it runs in its own process, like the app). */
async function measureBaseline(): Promise<Measurement> {
  const baseline = await startBaseline()
  try {
    const target = { name: 'baseline (bare node http)', path: '/' }
    await warmUp(baseline.url, target)
    return await measure(baseline.url, target)
  } finally {
    baseline.stop()
  }
}

async function startBaseline(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(npmBin('tsx'), ['scripts/bench/baselineServer.ts'], { stdio: ['ignore', 'pipe', 'inherit'] })
  const lines = readline.createInterface({ input: child.stdout! })
  const port = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve)
    child.once('exit', () => reject(new Error('the baseline server exited')))
  })
  return { url: `http://127.0.0.1:${port.trim()}`, stop: () => child.kill('SIGTERM') }
}

// ——— search engines in process (scripts/bench/search.ts, owned by search) ———

async function searchTimings(engine: SearchEngineName, postgresUrl?: string): Promise<SearchBenchFigure[]> {
  try {
    // keep: the synthetic index is filled once per size and reused, like the bench databases.
    return await benchSearchEngines({ docs: Number(books ?? 10_000), queries, engines: [engine], postgresUrl, keep: true })
  } catch (error) {
    // The other figures still mean something; the table says what is missing.
    console.error(`  ! in-process search bench failed: ${error instanceof Error ? error.stack : error}`)
    return []
  }
}

// ——— catalogue SQL: plans and timings ———

type CatalogueTiming = { name: string; p50: number; p95: number; rows: number; fullScans: string[]; plan: string[] }

async function catalogueTimings(db: SqlRunner, theme: number, keyword: number): Promise<CatalogueTiming[]> {
  const timings: CatalogueTiming[] = []
  for (const statement of catalogueStatements(catalogueCases(theme, keyword))) {
    const plan = await explain(db, statement.sql, statement.args, { analyze: true })
    const times: number[] = []
    let rows = 0
    for (let i = 0; i < 40; i++) {
      const started = performance.now()
      const result = await db.rows<{ total?: number | string }>(statement.sql, statement.args)
      times.push(performance.now() - started)
      rows = result.length === 1 && result[0]!.total !== undefined ? Number(result[0]!.total) : result.length
    }
    times.sort((a, b) => a - b)
    timings.push({
      name: statement.name,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      rows,
      fullScans: fullScans(db.kind, plan),
      plan,
    })
  }
  return timings
}

/** Tags and search words that exist in this database, most used first. */
async function vocabulary(db: SqlRunner): Promise<BenchVocabulary & { themeId: number; keywordId: number }> {
  const themes = await popularTags(db, 'themes', 1000)
  const keywords = await popularTags(db, 'keywords', 1000)
  if (!themes.length || !keywords.length) throw new Error('The bench database has no themes or keywords on its books')
  const words = [
    ...new Set([...themes, ...keywords].flatMap((t) => t.title.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 5)),
  ]
  const word = words[0] ?? 'photography'
  const cut = Math.floor(word.length / 2)
  return {
    theme: themes[0]!.slug,
    keyword: keywords[0]!.slug,
    themeId: themes[0]!.id,
    keywordId: keywords[0]!.id,
    word,
    typo: word.slice(0, cut) + word.slice(cut + 1),
    pairs: themes.flatMap((t) => keywords.map((k) => ({ theme: t.slug, keyword: k.slug }))),
    words,
  }
}

// ——— one database ———

type DatabaseReport = {
  database: 'SQLite' | 'PostgreSQL'
  baseline: Measurement
  where: string
  seed?: ReturnType<typeof readSeedTiming>
  vocabulary: BenchVocabulary
  search: SearchBenchFigure[]
  catalogue: CatalogueTiming[]
  http: Measurement[]
  /** Library accounts and orders (scripts/bench/accountsAndOrders.ts), unless --only left them out. */
  accountsAndOrders?: AccountsAndOrders
  /** The press checkout (scripts/bench/press.ts), unless --only left it out. */
  press?: PressReport
  loadBefore: number
  loadAfter: number
}

type BenchDatabase = { database: DatabaseReport['database']; dir: string; distDir: string; url?: string; postgresServer?: string }

async function benchDatabase(spec: BenchDatabase): Promise<DatabaseReport> {
  console.log(`\n━━ ${spec.database} (load ${load()}) ━━`)
  const instance: Instance = await prepareInstance({
    dir: spec.dir,
    distDir: spec.distDir,
    databaseUrl: spec.url,
    seedArgs: books ? ['--books', books] : [],
  })
  await ensureInstanceBuild(instance)
  const loadBefore = os.loadavg()[0]!

  console.log(`▸ Search engines in process (${books ?? 10_000} documents, ${queries} queries)…`)
  const search = await searchTimings(spec.database === 'SQLite' ? 'sqlite' : 'postgres', spec.postgresServer)

  console.log('▸ Catalogue SQL plans and timings…')
  const db = openRunner(instance.env.DATABASE_URL!)
  let words: Awaited<ReturnType<typeof vocabulary>>
  let catalogue: CatalogueTiming[]
  try {
    // What autovacuum does after a bulk load, done now so the planner's statistics match the data.
    if (db.kind === 'postgres') await db.rows('VACUUM (ANALYZE) books, books_rels')
    words = await vocabulary(db)
    catalogue = await catalogueTimings(db, words.themeId, words.keywordId)
  } finally {
    await db.close()
  }
  const { themeId: _theme, keywordId: _keyword, ...vocab } = words
  for (const c of catalogue) {
    console.log(`\n  ${c.name}: p50 ${c.p50.toFixed(2)} ms, p95 ${c.p95.toFixed(2)} ms, ${c.rows} rows${c.fullScans.length ? ` — FULL SCAN: ${c.fullScans.join('; ')}` : ''}`)
    for (const line of c.plan) console.log(`    ${line}`)
  }

  console.log(`\n▸ Production server: ${duration}s or ${maxRequests} requests per target, ${connections} connections`)
  const baseline = await measureBaseline()
  // The press section's fake Stripe, which the server's Stripe SDK talks to.
  const fakeStripe = selected('press') ? await startFakeStripe() : undefined
  const serverEnv = { ...instance.env, ...RAISED_RATE_LIMITS, ...(fakeStripe ? pressServerEnv(fakeStripe) : {}) }
  // A new server starts on an empty cache (kept in its memory, src/lib/cache/memoryCacheHandler.mjs), so the
  // varied targets' views are cache misses.
  const server = await startServer({ ...instance, env: serverEnv }, { quiet: true })
  const http: Measurement[] = []
  let accountsAndOrders: AccountsAndOrders | undefined
  let press: PressReport | undefined
  try {
    for (const target of targets(vocab)) {
      if (!selected(target.name)) continue
      console.log(`  ${target.name} (${target.path})…`)
      await warmUp(server.url, target)
      http.push(await measure(server.url, target, server.pid))
    }
    const parts = { accounts: selected('accounts'), orders: selected('orders') }
    if ((parts.accounts || parts.orders) && !instance.logins) console.warn('  ! no seed logins: accounts and orders skipped')
    else if (parts.accounts || parts.orders) {
      const bounds = { connections, durationSeconds: duration, maxRequests }
      accountsAndOrders = await benchAccountsAndOrders(server.url, bounds, instance.logins!.admin, parts)
    }
    if (fakeStripe && !instance.logins) console.warn('  ! no seed logins: press skipped')
    else if (fakeStripe) {
      console.log('  press checkout…')
      const bounds = { connections, durationSeconds: duration, maxRequests }
      press = await benchPress(server.url, bounds, instance.logins!.admin, fakeStripe)
    }
  } finally {
    await server.stop()
    await fakeStripe?.close()
  }
  return {
    database: spec.database,
    baseline,
    where: spec.url ? new URL(spec.url).pathname.slice(1) : path.join(spec.dir, 'art.db'),
    seed: readSeedTiming(instance.dir),
    vocabulary: vocab,
    search,
    catalogue,
    http,
    accountsAndOrders,
    press,
    loadBefore,
    loadAfter: os.loadavg()[0]!,
  }
}

// ——— printing ———

/** Main thread, then all threads: e.g. "17.8 (28.1 all)". */
const serverCpu = (m: Measurement | undefined) =>
  m?.serverCpu ? `${m.serverCpu.mainThreadMs.toFixed(1)} (${m.serverCpu.allMs.toFixed(1)} all)` : '–'

function printDatabase(report: DatabaseReport) {
  const { baseline } = report
  const seed = report.seed ? `, seeded in ${report.seed.seedSeconds.toFixed(0)} s` : ''
  console.log(`\n${report.database} · ${report.where}${seed} · load ${report.loadBefore.toFixed(2)} → ${report.loadAfter.toFixed(2)}`)
  console.log(`  tags: theme "${report.vocabulary.theme}", keyword "${report.vocabulary.keyword}"; search word "${report.vocabulary.word}" (typo "${report.vocabulary.typo}")`)
  if (!report.search.length) console.log('\n  Search in process: no figures (see the messages above)')
  else {
    console.log('\n  Search in process')
    printTable([
      ['query kind', 'n', 'p50 ms', 'p95 ms'],
      ...report.search.map((s) => [s.kind, String(s.n), s.p50.toFixed(2), s.p95.toFixed(2)]),
    ])
  }
  console.log('\n  Catalogue SQL')
  printTable([
    ['statement', 'rows', 'p50 ms', 'p95 ms', 'full scans'],
    ...report.catalogue.map((c) => [c.name, String(c.rows), c.p50.toFixed(2), c.p95.toFixed(2), String(c.fullScans.length)]),
  ])
  console.log(`\n  HTTP, ${connections} connections`)
  printTable([
    ['target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', 'non-2xx', 'errors', 'req/s vs baseline', 'server CPU ms/req', 'load'],
    ...[baseline, ...report.http].map((r) => [
      r.name,
      r.requestsPerSecond.toFixed(0),
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      String(r.total),
      String(r.non2xx),
      String(r.errors),
      `${((r.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)}%`,
      serverCpu(r),
      r.load.toFixed(2),
    ]),
  ])
  if (report.accountsAndOrders) printAccountsAndOrders(report.accountsAndOrders, connections)
  if (report.press) printPress(report.press, connections)
}

function printSummary(reports: DatabaseReport[], postgresNote?: string) {
  const row = (r: DatabaseReport, name: string) => r.http.find((m) => m.name === name)
  const searchAll = (r: DatabaseReport) => r.search.find((s) => s.kind === 'all') ?? r.search[0]
  console.log(`\nSummary (${books ?? 'default'} books; aims: search ≤ 5 ms p95 in process, pages ≤ 50 ms p95 at ${connections} connections)`)
  const p95 = (m: Measurement | undefined) => (m ? `${ms(m.p95)} ms` : '–')
  printTable([
    ['database', 'search p95', '/search p95', '/search varied', 'catalogue 2 filters p95', 'catalogue varied', 'catalogue varied CPU ms/view', 'catalogue vs baseline', 'baseline req/s', 'full scans'],
    ...reports.map((r) => {
      const catalogue = row(r, 'catalogue two filters')
      return [
        r.database,
        searchAll(r) ? `${searchAll(r)!.p95.toFixed(2)} ms` : '–',
        p95(row(r, 'search page (text)')),
        p95(row(r, 'search page (text) varied')),
        p95(catalogue),
        p95(row(r, 'catalogue two filters varied')),
        serverCpu(row(r, 'catalogue two filters varied')),
        catalogue ? `${((catalogue.requestsPerSecond / r.baseline.requestsPerSecond) * 100).toFixed(1)}% req/s` : '–',
        r.baseline.requestsPerSecond.toFixed(0),
        String(r.catalogue.reduce((n, c) => n + c.fullScans.length, 0)),
      ]
    }),
  ])
  if (postgresNote) console.log(`  ${postgresNote}`)
}

// ——— run ———

if (values.cluster) {
  const report = await benchCluster({
    measure,
    warmUp,
    measureBaseline,
    targetsOf: targets,
    selected,
    env: RAISED_RATE_LIMITS,
    vocabularyOf: async (databaseUrl) => {
      const db = openRunner(databaseUrl)
      try {
        const { themeId: _theme, keywordId: _keyword, ...vocab } = await vocabulary(db)
        return vocab
      } finally {
        await db.close()
      }
    },
  })
  console.log(`\n━━ Results: cluster, ${duration}s or ${maxRequests} requests × ${connections} connections per target ━━`)
  printCluster(report, connections)
  fs.mkdirSync('tmp/bench', { recursive: true })
  const file = path.join('tmp/bench', `cluster-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  fs.writeFileSync(file, JSON.stringify({ duration, connections, maxRequests, ...report }, null, 2))
  console.log(`\n(also written to ${file})`)
  process.exit(0)
}

const databases: BenchDatabase[] = [{ database: 'SQLite', dir: `tmp/bench/books-${size}`, distDir: '.next-bench' }]
const postgresServer = [process.env.BENCH_DATABASE_URL, process.env.TEST_DATABASE_URL].find(isPostgresUrl)
const postgresNote = postgresServer
  ? undefined
  : 'PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://user@host:port/postgres (a server where a bench database may be created) to include it.'
if (postgresServer)
  databases.push({
    database: 'PostgreSQL',
    dir: `tmp/bench/postgres-books-${size}`,
    distDir: '.next-bench-postgres',
    url: databaseUrlOn(postgresServer, `art_bench_books_${size}`),
    postgresServer,
  })
else console.log(`▸ ${postgresNote}`)

const reports: DatabaseReport[] = []
for (const spec of databases) reports.push(await benchDatabase(spec))

console.log(`\n━━ Results: ${books ?? 'default'} books, ${duration}s or ${maxRequests} requests × ${connections} connections ━━`)
for (const report of reports) printDatabase(report)
printSummary(reports, postgresNote)

fs.mkdirSync('tmp/bench', { recursive: true })
const file = path.join('tmp/bench', `results-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
fs.writeFileSync(
  file,
  JSON.stringify({ books: books ?? null, duration, connections, maxRequests, cpus: os.cpus().length, databases: reports }, null, 2),
)
console.log(`\n(also written to ${file})`)
process.exit(0)
