/**
 * `npm run bench -- --cluster`: the HTTP targets through nginx with 1, 2 and 4 instances on one PostgreSQL and
 * Redis (scripts/lib/cluster), req/s and p95, the scaling from 1 to 2 (and 4) instances and req/s per core;
 * `/` through the balancer's micro-cache as a share of a bare Node server measured in the same run; and the delay
 * from a publish through instance A to its appearance on instance B (p50/p95 over 20 edits).
 * The app rows send a `jwt` cookie so nginx passes them to the instances (the micro-cache never answers a
 * logged-in request); the pages themselves do not read it.
 */
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { freePort } from '../lib/productionServer'
import { type ClusterBase, startClusterApps, startClusterBase } from '../lib/cluster'
import type { BenchVocabulary } from './catalogue'
import { adminAuth } from './libraryAccounts'
import { type Measurement, send } from './load'
import { percentile } from './percentile'
import { ms, printTable } from './table'
import type { BenchTarget } from './targets'

const CLUSTER_SIZES = [1, 2, 4]
/** The targets measured at each size (names of scripts/bench/targets.ts): pages, a catalogue, search, the REST API. */
const CLUSTER_TARGETS = ['home', 'news list', 'catalogue two filters', 'search page (text)', 'REST press books']
const BYPASS_MICRO_CACHE = { cookie: 'jwt=cluster-bench' }
const PUBLISH_EDITS = 20
const PUBLISH_GIVE_UP_MS = 30_000

export type ClusterBenchDeps = {
  measure: (baseUrl: string, target: BenchTarget) => Promise<Measurement>
  warmUp: (baseUrl: string, target: BenchTarget) => Promise<void>
  measureBaseline: () => Promise<Measurement>
  /** Tags and words that exist in the cluster's database. */
  vocabularyOf: (databaseUrl: string) => Promise<BenchVocabulary>
  targetsOf: (vocabulary: BenchVocabulary) => BenchTarget[]
  /** Whether --only leaves this target in. */
  selected: (name: string) => boolean
  /** Extra environment for the instances (the bench's raised rate limits). */
  env: Record<string, string>
}

type ClusterSizeReport = { instances: number; baseline: Measurement; microCache: Measurement; http: Measurement[] }
type PublishDelay = { edits: number; p50: number; p95: number; max: number; missed: number }
export type ClusterReport = { cpus: number; sizes: ClusterSizeReport[]; publish?: PublishDelay }

/** PATCHes a press book's title through `a` and times until `b` serves the page with it, `edits` times. */
async function publishDelay(a: string, b: string, admin: { email: string; password: string }): Promise<PublishDelay> {
  const auth = await adminAuth(a, admin)
  const found = await send(a, { method: 'GET', path: '/api/books?where[productTypeHandle][equals]=press&limit=1&depth=0', headers: auth })
  const book = (found.json as { docs: { id: number; slug: string; title: string }[] }).docs[0]
  if (!book) throw new Error('no press book to edit')
  const delays: number[] = []
  let missed = 0
  for (let i = 0; i < PUBLISH_EDITS; i++) {
    const marker = `Bench${Date.now().toString(36)}x${i}`
    const edit = await send(a, {
      method: 'PATCH',
      path: `/api/books/${book.id}`,
      headers: auth,
      body: { title: `${book.title} ${marker}`, _status: 'published' },
    })
    if (edit.status !== 200) throw new Error(`editing the book answered ${edit.status}`)
    const published = performance.now()
    for (;;) {
      const html = await fetch(`${b}/press/${book.slug}`).then((response) => response.text(), () => '')
      if (html.includes(marker)) {
        delays.push(performance.now() - published)
        break
      }
      if (performance.now() - published > PUBLISH_GIVE_UP_MS) {
        missed++
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  await send(a, { method: 'PATCH', path: `/api/books/${book.id}`, headers: auth, body: { title: book.title, _status: 'published' } })
  delays.sort((x, y) => x - y)
  return { edits: PUBLISH_EDITS, p50: percentile(delays, 50), p95: percentile(delays, 95), max: delays.at(-1) ?? NaN, missed }
}

async function benchSize(base: ClusterBase, instances: number, targets: BenchTarget[], deps: ClusterBenchDeps, withPublish: boolean) {
  console.log(`\n▸ ${instances} instance${instances > 1 ? 's' : ''} behind nginx`)
  const apps = await startClusterApps(base, {
    instances,
    port: await freePort(),
    balancerDir: path.join(path.dirname(base.logDir), 'balancer'),
  })
  try {
    const baseline = await deps.measureBaseline()
    const home: BenchTarget = { name: 'home via micro-cache', path: '/' }
    await deps.warmUp(apps.url, home)
    const microCache = await deps.measure(apps.url, home)
    const http: Measurement[] = []
    for (const target of targets) {
      console.log(`  ${target.name} (${target.path})…`)
      const bypassing = { ...target, headers: { ...target.headers, ...BYPASS_MICRO_CACHE } }
      await deps.warmUp(apps.url, bypassing)
      http.push(await deps.measure(apps.url, bypassing))
    }
    const [a, b] = apps.instances
    const logins = base.instance.logins
    const publish = withPublish && a && b && logins ? await publishDelay(a.url, b.url, logins.admin) : undefined
    return { size: { instances, baseline, microCache, http }, publish }
  } finally {
    await apps.stop()
  }
}

export async function benchCluster(deps: ClusterBenchDeps): Promise<ClusterReport> {
  const base = await startClusterBase({
    dir: 'tmp/bench/cluster',
    distDir: '.next-bench-cluster',
    instances: Math.max(...CLUSTER_SIZES),
    port: 3000,
    postgresPort: 5546,
    env: deps.env,
  })
  try {
    const vocabulary = await deps.vocabularyOf(base.instance.env.DATABASE_URL!)
    const targets = deps.targetsOf(vocabulary).filter((t) => CLUSTER_TARGETS.includes(t.name) && deps.selected(t.name))
    const sizes: ClusterSizeReport[] = []
    let publish: PublishDelay | undefined
    for (const instances of CLUSTER_SIZES) {
      const result = await benchSize(base, instances, targets, deps, instances === 2)
      sizes.push(result.size)
      publish ??= result.publish
    }
    return { cpus: os.cpus().length, sizes, publish }
  } finally {
    await base.stop()
  }
}

export function printCluster(report: ClusterReport, connections: number) {
  console.log(`\nCluster: nginx → N × next start on one build, PostgreSQL, Redis; ${connections} connections; ${report.cpus} cores shared by all`)
  printTable([
    ['instances', 'target', 'req/s', 'p50 ms', 'p95 ms', 'requests', 'non-2xx', 'errors', 'load'],
    ...report.sizes.flatMap((size) =>
      [...size.http, size.microCache, size.baseline].map((m) => [
        String(size.instances),
        m.name,
        m.requestsPerSecond.toFixed(0),
        ms(m.p50),
        ms(m.p95),
        String(m.total),
        String(m.non2xx),
        String(m.errors),
        m.load.toFixed(2),
      ]),
    ),
  ])
  const one = report.sizes.find((s) => s.instances === 1)
  console.log('\n  Scaling (req/s relative to 1 instance) and req/s per core at the best size')
  printTable([
    ['target', ...report.sizes.map((s) => `×${s.instances}`), 'best req/s per core'],
    ...(one?.http ?? []).map((m) => {
      const rates = report.sizes.map((s) => s.http.find((h) => h.name === m.name)?.requestsPerSecond ?? NaN)
      return [m.name, ...rates.map((rate) => (rate / m.requestsPerSecond).toFixed(2)), (Math.max(...rates) / report.cpus).toFixed(0)]
    }),
  ])
  console.log('\n  / through the micro-cache as a share of a bare Node server in the same run (aim ≥ 10%)')
  printTable([
    ['instances', 'micro-cache req/s', 'bare node req/s', 'share'],
    ...report.sizes.map((s) => [
      String(s.instances),
      s.microCache.requestsPerSecond.toFixed(0),
      s.baseline.requestsPerSecond.toFixed(0),
      `${((s.microCache.requestsPerSecond / s.baseline.requestsPerSecond) * 100).toFixed(1)}%`,
    ]),
  ])
  if (report.publish) {
    const p = report.publish
    console.log(
      `\n  Publish through A → visible on B (book page, ${p.edits} edits): p50 ${ms(p.p50)} ms, p95 ${ms(p.p95)} ms, max ${ms(p.max)} ms` +
        (p.missed ? `, ${p.missed} not seen within ${PUBLISH_GIVE_UP_MS / 1000} s` : ''),
    )
  }
}
