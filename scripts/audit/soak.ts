/**
 * `npm run audit:soak [-- --minutes 10] [--connections 20] [--warmup 180]`
 *
 * Issue 15's soak: mixed traffic (browse pages and books, search, catalogue filters, a press cart, a library
 * order) for --minutes at --connections, against the site as `npm start` serves it (tmp/audit/instance, build
 * .next-audit; the login and cart rate limits raised so the run measures the site, not 429s). Prints errors
 * (5xx and failed requests) per kind, and the memory of npm start's whole process tree, per process (RSS),
 * after --warmup seconds and at the end (Next's cache is in that memory, bounded by CACHE_MAX_MEMORY_MB:
 * src/lib/cache/memoryCacheHandler.mjs). README "On a small server" quotes it (issue 31: at most 450 MB).
 * Bounded by time. Figures only: nothing here fails on a number.
 */
import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'

import { adminAuth, createBook, createLibraryAccounts, RAISED_RATE_LIMITS } from '../bench/libraryAccounts'
import { type BenchRequest, send } from '../bench/load'
import { percentile } from '../bench/percentile'
import { printTable } from '../bench/table'
import { ensureInstanceBuild, freePort, type Instance, prepareInstance } from '../lib/productionServer'
import { stopProcessGroup } from '../lib/run'
import { memoryTrend } from './memoryTrend'
import { groupProcesses, type ProcessRss, totalMb } from '../lib/processTree'

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    // 60 s was too short: the server was still growing its heap and caches (+42% from 60 s to 10 min, while
    // from 180 s on it stays within a few percent).
    warmup: { type: 'string', default: '180' },
  },
})
const MINUTES = Number(values.minutes)
const CONNECTIONS = Number(values.connections)
const WARMUP_SECONDS = Number(values.warmup)
const DIST_DIR = '.next-audit'

/** `npm start` on the instance, as README says to run it (its own process group); resolves once /api/ready is 200. */
async function npmStart(instance: Instance) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  // NODE_OPTIONS emptied as in a shell: package.json gives the server its options.
  const env = { ...instance.env, NODE_OPTIONS: '', PORT: String(port), HOST: '127.0.0.1' }
  const child = spawn('npm', ['start'], { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
  const stop = () => stopProcessGroup(child)
  const deadline = Date.now() + 15 * 60_000
  while (Date.now() < deadline && child.exitCode === null) {
    const status = await fetch(`${url}/api/ready`).then((answer) => answer.status, () => 0)
    if (status === 200) return { url, pid: child.pid!, stop }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  await stop()
  throw new Error('npm start did not get ready')
}

type Kind = 'browse' | 'search' | 'catalogue' | 'press cart' | 'library order'
/** Share of rounds per kind of visit, out of 100. */
const MIX: [Kind, number][] = [
  ['browse', 45],
  ['search', 20],
  ['catalogue', 15],
  ['press cart', 12],
  ['library order', 8],
]

class Tally {
  latencies: number[] = []
  serverErrors = 0
  failures = 0
  other4xx = 0
}

const pick = <T>(items: T[], random: () => number) => items[Math.floor(random() * items.length)]!

/** A small seeded generator: one run's sequence of visits can be repeated. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

async function links(base: string, page: string, pattern: RegExp): Promise<string[]> {
  const html = await (await fetch(base + page)).text()
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1]!.replaceAll('&amp;', '&')))]
}

async function main() {
  const instance = await prepareInstance({ dir: 'tmp/audit/instance', distDir: DIST_DIR })
  instance.env = { ...instance.env, ...RAISED_RATE_LIMITS }
  await ensureInstanceBuild(instance)
  const server = await npmStart(instance)
  const base = server.url
  try {
    const admin = instance.logins!.admin
    const auth = await adminAuth(base, admin)
    const accounts = await createLibraryAccounts(base, auth, Math.min(CONNECTIONS, 20))
    const libraryBook = await createBook(base, auth, 10_000_000, 'Soak book')
    const pages = ['/', '/press', '/library-program', '/news', '/editions', '/about', '/support', '/resources/guides', '/testimonials']
    const books = [
      ...(await links(base, '/press', /href="(\/press\/[a-z0-9-]+)"/g)).filter((href) => href !== '/press/about'),
      ...(await links(base, '/library-program', /href="(\/library-program\/[a-z0-9-]+)"/g)).filter(
        (href) => !['/library-program/about', '/library-program/map', '/library-program/poulin', '/library-program/how-to-participate', '/library-program/account'].includes(href),
      ),
    ]
    const filters = await links(base, '/library-program', /href="(\/library-program\?[^"]+)"/g)
    const pressSkus = (
      (await send(base, { method: 'GET', path: '/api/books?limit=20&depth=0&where[productTypeHandle][equals]=press' })).json as {
        docs: { variants?: { sku?: string; stock?: number }[] }[]
      }
    ).docs.flatMap((book) => (book.variants ?? []).filter((v) => v.sku && (v.stock ?? 0) > 0).map((v) => v.sku!))
    const words = ['color', 'art', 'book', 'paper', 'print', 'photo', 'drawing', 'colr', 'boo', 'paint', 'zine', 'water color']
    console.log(`▸ Soak: ${MINUTES} min, ${CONNECTIONS} connections; ${books.length} books, ${filters.length} filter links, ${pressSkus.length} press copies`)

    const tallies = new Map(MIX.map(([kind]) => [kind, new Tally()]))
    const time = async (kind: Kind, request: BenchRequest) => {
      const tally = tallies.get(kind)!
      const started = performance.now()
      try {
        const answer = await send(base, request)
        tally.latencies.push(performance.now() - started)
        if (answer.status >= 500) tally.serverErrors++
        else if (answer.status >= 400) tally.other4xx++
        return answer
      } catch {
        tally.failures++
        return null
      }
    }
    const visit = async (worker: number, random: () => number) => {
      let roll = random() * 100
      const kind = MIX.find(([, share]) => (roll -= share) < 0)?.[0] ?? 'browse'
      const get = (pagePath: string) => time(kind, { method: 'GET', path: pagePath })
      switch (kind) {
        case 'browse':
          return get(random() < 0.5 || books.length === 0 ? pick(pages, random) : pick(books, random))
        case 'search':
          return get(`/search?search=${encodeURIComponent(pick(words, random))}${random() < 0.3 ? `&page=2` : ''}`)
        case 'catalogue':
          return get(filters.length ? pick(filters, random) : '/library-program?stock=in')
        case 'press cart': {
          if (pressSkus.length === 0) return get('/cart')
          const added = await time(kind, { method: 'POST', path: '/api/cart/update-cart', body: { purchasableId: pick(pressSkus, random), qty: 1 } })
          const cookie = added?.setCookie.map((header) => header.split(';')[0]).join('; ')
          return time(kind, { method: 'GET', path: '/api/cart/get-cart', headers: cookie ? { cookie } : {} })
        }
        case 'library order': {
          const { cookie } = accounts[worker % accounts.length]!
          await time(kind, { method: 'POST', path: '/api/cart/update-cart', headers: { cookie }, body: { purchasableId: libraryBook.sku, qty: 1 } })
          return time(kind, { method: 'POST', path: '/api/cart/complete', headers: { cookie }, body: {} })
        }
      }
    }

    const started = performance.now()
    const deadline = started + MINUTES * 60_000
    const samples: { second: number; processes: ProcessRss[] }[] = []
    const sampler = setInterval(() => samples.push({ second: (performance.now() - started) / 1000, processes: groupProcesses(server.pid) }), 5000)
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, worker) => {
        const random = mulberry32(1000 + worker)
        while (performance.now() < deadline) await visit(worker, random)
      }),
    )
    clearInterval(sampler)
    const seconds = (performance.now() - started) / 1000

    const rows = [['kind', 'requests', 'req/s', 'p50 ms', 'p95 ms', '5xx', 'failed', 'other 4xx']]
    for (const [kind, tally] of tallies) {
      const sorted = [...tally.latencies].sort((a, b) => a - b)
      rows.push([
        kind,
        String(sorted.length + tally.failures),
        ((sorted.length + tally.failures) / seconds).toFixed(1),
        percentile(sorted, 50).toFixed(0),
        percentile(sorted, 95).toFixed(0),
        String(tally.serverErrors),
        String(tally.failures),
        String(tally.other4xx),
      ])
    }
    console.log('')
    printTable(rows)
    const memory = samples.map(({ second, processes }) => ({ second, rssMb: totalMb(processes) }))
    const warmSample = samples.find((sample) => sample.second >= WARMUP_SECONDS) ?? samples[0]
    const lastSample = samples.at(-1)
    const afterWarmup = memory.find((sample) => sample.second >= WARMUP_SECONDS) ?? memory[0]
    const last = memory.at(-1)
    const peak = Math.max(...memory.map((sample) => sample.rssMb))
    if (warmSample && lastSample) {
      console.log(`\nMemory of npm start's process tree, RSS per process (MB):`)
      const peakOf = (pid: number) => Math.max(...samples.map((sample) => sample.processes.find((p) => p.pid === pid)?.rssMb ?? 0))
      printTable([
        ['command', 'pid', `after ${WARMUP_SECONDS} s`, 'at the end', 'peak'],
        ...lastSample.processes.map((process) => [
          process.command,
          String(process.pid),
          (warmSample.processes.find((p) => p.pid === process.pid)?.rssMb ?? 0).toFixed(0),
          process.rssMb.toFixed(0),
          peakOf(process.pid).toFixed(0),
        ]),
      ])
    }
    if (afterWarmup && last) {
      const growth = ((last.rssMb - afterWarmup.rssMb) / afterWarmup.rssMb) * 100
      console.log(
        `Memory (RSS of the whole tree): ${afterWarmup.rssMb.toFixed(0)} MB after ${WARMUP_SECONDS} s warm-up → ${last.rssMb.toFixed(0)} MB at the end (${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%; aim < 10%; budget 450 MB), peak ${peak.toFixed(0)} MB`,
      )
    }
    const trend = memoryTrend(memory, WARMUP_SECONDS)
    if (trend.growthPercent !== undefined) {
      const growth = trend.growthPercent
      console.log(
        `Memory, median per minute after the warm-up: ${trend.medians.map((mb) => mb.toFixed(0)).join(' → ')} MB (first to last minute ${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%; aim < 10%)`,
      )
    }
    const errors = [...tallies.values()].reduce((sum, tally) => sum + tally.serverErrors + tally.failures, 0)
    console.log(`Errors (5xx or no answer): ${errors} (aim 0)`)
  } finally {
    await server.stop()
  }
}

await main()
