/**
 * `npm run bench [-- --books N] [--duration S] [--connections C] [--only name,name]`
 * Load-tests the production app on a seeded SQLite database (tmp/bench/books-<N>, reused when present;
 * build in .next-bench) and, in the same run, a bare Node HTTP server as the baseline. Prints req/s and
 * p50/p95/p99 latency per target (scripts/bench/targets.ts) and the ratio of each to the baseline.
 * Bounded: every target runs for `duration` seconds (default 10) with `connections` (default 50).
 * Figures only: nothing here passes or fails on a time.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { type BenchTarget, targets } from './bench/targets'
import { ensureInstanceBuild, prepareInstance, startServer } from './lib/productionServer'
import { npmBin } from './lib/run'

const { values } = parseArgs({
  options: {
    books: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
  },
})
const duration = Math.min(Math.max(Number(values.duration) || 10, 1), 60)
const connections = Math.min(Math.max(Number(values.connections) || 50, 1), 200)
const books = values.books
if (books !== undefined && !/^\d+$/.test(books)) throw new Error(`--books must be a whole number (got "${books}")`)

type Measurement = {
  name: string
  path: string
  requestsPerSecond: number
  p50: number
  p95: number
  p99: number
  total: number
  non2xx: number
  errors: number
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN

async function measure(baseUrl: string, target: BenchTarget): Promise<Measurement> {
  const latencies: number[] = []
  const instance = autocannon({
    url: baseUrl + target.path,
    connections,
    duration,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    timeout: 30,
  })
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms))
  const result = await instance
  latencies.sort((a, b) => a - b)
  return {
    name: target.name,
    path: target.path,
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

/** A few sequential requests first, so one-off work (JIT, caches, first render) is not measured. */
async function warmUp(baseUrl: string, target: BenchTarget) {
  for (let i = 0; i < 10; i++) {
    const response = await fetch(baseUrl + target.path, {
      method: target.method ?? 'GET',
      headers: target.headers,
      body: target.body,
    })
    await response.arrayBuffer()
    if (i === 0 && response.status >= 400) console.warn(`  ! ${target.name}: ${target.path} answers ${response.status}`)
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

const selected = values.only ? targets.filter((t) => values.only!.split(',').includes(t.name)) : targets
const dir = path.join('tmp/bench', `books-${books ?? 'default'}`)
const instance = await prepareInstance({ dir, distDir: '.next-bench', seedArgs: books ? ['--books', books] : [] })
await ensureInstanceBuild(instance)

console.log(`\n▸ Measuring: ${duration}s per target, ${connections} connections`)
const results: Measurement[] = []
const baseline = await startBaseline()
try {
  const target = { name: 'baseline (bare node http)', path: '/' }
  await warmUp(baseline.url, target)
  results.push(await measure(baseline.url, target))
} finally {
  baseline.stop()
}
const server = await startServer(instance, { quiet: true })
try {
  for (const target of selected) {
    console.log(`  ${target.name}…`)
    await warmUp(server.url, target)
    results.push(await measure(server.url, target))
  }
} finally {
  await server.stop()
}

const baseRps = results[0].requestsPerSecond
const rows = [
  ['target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', 'non-2xx', 'errors', 'vs baseline'],
  ...results.map((r) => [
    r.name,
    r.requestsPerSecond.toFixed(0),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    String(r.total),
    String(r.non2xx),
    String(r.errors),
    `${((r.requestsPerSecond / baseRps) * 100).toFixed(1)}%`,
  ]),
]
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
console.log(`\nBooks: ${books ?? 'seed default'} · database ${dir} · ${duration}s × ${connections} connections\n`)
for (const row of rows)
  console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '))

const report = path.join('tmp/bench', `results-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
fs.writeFileSync(report, JSON.stringify({ books: books ?? null, duration, connections, results }, null, 2))
console.log(`\n(also written to ${report})`)
process.exit(0)
