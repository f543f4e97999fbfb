/**
 * `npm run audit:pages [-- --runs 3] [--all] [--base http://127.0.0.1:3000]`
 *
 * Page speed and page weight of the public site (issue 15), printed as a table:
 *  - Lighthouse 12.8 mobile on each page: performance (the median of --runs runs, default 3: one run on a busy
 *    machine varies by several points), accessibility, best practices, SEO, LCP, TBT;
 *  - from the HTML and the scripts it loads: JS per route (gzip), admin/Payload code in those scripts, images
 *    with a srcset but no `sizes`, the preloaded (LCP) image, fonts loaded from another host.
 * The pages are the issue's seven (/, /library-program, a book page, /press, a search, /support, /cart); --all
 * adds every other public page. Without --base it seeds, builds and serves its own production instance
 * (tmp/audit/instance, build folder .next-audit). Beside them, in the same run, it measures a stock Next page
 * (stockNextPage()): the framework's own floor on this machine. Figures only: nothing here fails on a score.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

import { printTable } from '../bench/table'
import {
  ensureInstanceBuild,
  freePort,
  prepareInstance,
  type RunningServer,
  startServer,
} from '../lib/productionServer'
import { npmBin, run, stopProcessGroup } from '../lib/run'
import { ensureLighthouse, type LighthouseScores, runLighthouse } from './lighthouse'
import { adminCodeMarkers, imagesWithoutSizes, preloadedImages, remoteFonts, scriptSources } from './pageChecks'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    all: { type: 'boolean', default: false },
    base: { type: 'string' },
  },
})
const RUNS = Math.max(1, Number(values.runs) || 3)
const REPORTS = path.resolve('tmp/audit/lighthouse')

const ISSUE_PAGES = ['/', '/library-program', '{book}', '/press', '/search?search=color', '/support', '/cart']
const OTHER_PAGES = [
  '/about',
  '/news',
  '/editions',
  '/testimonials',
  '/donation',
  '/library-program/about',
  '/library-program/map',
  '/library-program/how-to-participate',
  '/library-program/poulin',
  '/press/about',
  '/resources/guides',
  '/resources/guides/about',
  '/resources/notes',
  '/login',
  '/register',
]

/** A press book page: the first book the /press catalogue links to. */
async function bookPage(base: string): Promise<string> {
  const html = await fetchText(`${base}/press`)
  const slug = [...html.matchAll(/href="\/press\/([a-z0-9-]+)"/g)].map((match) => match[1]).find((s) => s !== 'about')
  if (!slug) throw new Error('No book is listed on /press')
  return `/press/${slug}`
}

/**
 * GET as text, once more on a network error: after a Lighthouse run the pooled keep-alive connection has often
 * been closed by the server's idle timeout, and the next request on it fails with "other side closed".
 */
async function fetchText(url: string): Promise<string> {
  try {
    return await (await fetch(url)).text()
  } catch {
    return (await fetch(url)).text()
  }
}

type PageWeight = {
  jsGzipKb: number
  scripts: number
  adminCode: string[]
  unsized: number
  preload: boolean
  remoteFonts: number
}

async function pageWeight(base: string, page: string, scriptCache: Map<string, string>): Promise<PageWeight> {
  const html = await fetchText(base + page)
  let gzipBytes = 0
  const adminCode = new Set<string>()
  const sources = scriptSources(html)
  for (const src of sources) {
    if (!scriptCache.has(base + src)) scriptCache.set(base + src, await fetchText(base + src))
    const script = scriptCache.get(base + src)!
    gzipBytes += gzipSync(script).length
    for (const marker of adminCodeMarkers(script)) adminCode.add(marker)
  }
  return {
    jsGzipKb: gzipBytes / 1024,
    scripts: sources.length,
    adminCode: [...adminCode],
    unsized: imagesWithoutSizes(html).length,
    preload: preloadedImages(html).length > 0,
    remoteFonts: remoteFonts(html).length,
  }
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]

function medianRun(runs: LighthouseScores[]): LighthouseScores {
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance)
  return { ...byPerformance[Math.floor(runs.length / 2)], performance: median(runs.map((run) => run.performance)) }
}

async function serve(): Promise<{ base: string; server?: RunningServer }> {
  if (values.base) return { base: values.base.replace(/\/$/, '') }
  const instance = await prepareInstance({ dir: 'tmp/audit/instance', distDir: '.next-audit' })
  await ensureInstanceBuild(instance)
  const server = await startServer(instance, { quiet: true })
  return { base: server.url, server }
}

const STOCK_ROW = 'stock Next 16 page'
const STOCK_DIR = path.resolve('tmp/audit/stock')
const STOCK_FILES: Record<string, string> = {
  // Its own (empty) config: without one, Next looks for next.config.* in the folders above and builds with ours.
  'next.config.mjs': 'export default {}\n',
  'app/layout.jsx': `export const metadata = { title: 'Stock Next page', description: 'A minimal App Router page.' }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  // As create-next-app's favicon does: without one, the browser's request for it is a console 404 (best practices).
  'app/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>\n',
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>Stock Next page</h1>
      <p>A heading and a paragraph of text: no image, no font, no client component of its own.</p>
    </main>
  )
}
`,
}

/**
 * The framework's floor on this machine: a minimal App Router page (a layout and a page with a heading and a
 * paragraph) written into tmp/audit/stock, built by the Next in our node_modules with the bundler our build uses
 * (rebuilt when its files or Next's version change) and served by `next start` on 127.0.0.1.
 */
async function stockNextPage(): Promise<RunningServer> {
  const next = path.resolve(npmBin('next'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_OPTIONS: '--no-deprecation',
  }
  const stamp = JSON.stringify({
    // The version package.json pins (exactly: scripts/check-dependencies.ts keeps the installed one equal to it).
    next: (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }).dependencies.next,
    STOCK_FILES,
  })
  const stampFile = path.join(STOCK_DIR, '.next/audit-stamp.json')
  if (!fs.existsSync(stampFile) || fs.readFileSync(stampFile, 'utf8') !== stamp) {
    console.log('▸ Building the stock Next page in tmp/audit/stock…')
    fs.rmSync(STOCK_DIR, { recursive: true, force: true })
    for (const [file, text] of Object.entries(STOCK_FILES)) {
      fs.mkdirSync(path.dirname(path.join(STOCK_DIR, file)), { recursive: true })
      fs.writeFileSync(path.join(STOCK_DIR, file), text)
    }
    await run(next, ['build', '--webpack'], { cwd: STOCK_DIR, env, stdio: ['ignore', 'ignore', 'inherit'] })
    fs.writeFileSync(stampFile, stamp)
  }
  const port = await freePort()
  const child = spawn(next, ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: STOCK_DIR,
    env,
    stdio: 'ignore',
    detached: true,
  })
  const url = `http://127.0.0.1:${port}`
  const stop = () => stopProcessGroup(child)
  // An interrupted run must not leave the server behind (as startServer does for ours).
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void stop().finally(() => process.exit(130)))
  for (let tries = 0; tries < 120; tries++) {
    if ((await fetch(url).catch(() => undefined))?.ok) return { url, pid: child.pid!, stop }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error(`The stock Next page did not answer on ${url}`)
}

async function main() {
  ensureLighthouse()
  const stock = await stockNextPage()
  const { base, server } = await serve().catch(async (error: unknown) => {
    await stock.stop()
    throw error
  })
  try {
    const book = await bookPage(base)
    const pages = [...ISSUE_PAGES, ...(values.all ? OTHER_PAGES : [])].map((page) => (page === '{book}' ? book : page))
    // Warm every page once so no run measures a first render after a build or restart.
    for (const page of pages) await fetchText(base + page)
    const scriptCache = new Map<string, string>()
    await fetchText(stock.url)
    const rows: string[][] = []
    const targets = [
      ...pages.map((page) => ({ name: page, origin: base, page })),
      { name: STOCK_ROW, origin: stock.url, page: '/' },
    ]
    // In rounds (every page once, the stock page too, then again): a page's runs are spread over the whole audit,
    // as the stock page's are, so a spell of load on the machine weighs on every row alike rather than on one.
    const runsOf = targets.map((): LighthouseScores[] => [])
    for (let round = 0; round < RUNS; round++)
      for (const [index, { name, origin, page }] of targets.entries())
        runsOf[index].push(runLighthouse(origin + page, REPORTS, name === STOCK_ROW ? 'stock' : undefined))
    for (const [index, { name, origin, page }] of targets.entries()) {
      const runs = runsOf[index]
      const scores = medianRun(runs)
      const weight = await pageWeight(origin, page, scriptCache)
      rows.push([
        name,
        `${scores.performance} (${runs.map((run) => run.performance).join('/')})`,
        String(scores.accessibility),
        String(scores.bestPractices),
        String(scores.seo),
        `${(scores.lcpMs / 1000).toFixed(1)} s`,
        `${Math.round(scores.tbtMs)} ms`,
        `${weight.jsGzipKb.toFixed(0)} KB`,
        weight.adminCode.length ? weight.adminCode.join(',') : 'none',
        String(weight.unsized),
        weight.preload ? 'yes' : 'no',
        String(weight.remoteFonts),
      ])
      console.log(
        `  ${name}: performance ${rows.at(-1)![1]}${scores.failing.length ? `; failing audits: ${scores.failing.join(', ')}` : ''}`,
      )
    }
    console.log('')
    printTable([
      [
        'page',
        'perf (runs)',
        'a11y',
        'best pr.',
        'SEO',
        'LCP',
        'TBT',
        'JS gzip',
        'admin code',
        'img w/o sizes',
        'img preload',
        'remote fonts',
      ],
      ...rows,
    ])
    console.log(
      'Aims (issue 15): performance ≥ 95 (98), accessibility 100, best practices ≥ 95, SEO 100, JS ≤ 170 KB gzip, no admin code.',
    )
    fs.mkdirSync(path.dirname(REPORTS), { recursive: true })
    fs.writeFileSync(
      path.join(path.dirname(REPORTS), 'summary.json'),
      JSON.stringify({ base, runs: RUNS, rows }, null, 2),
    )
  } finally {
    await server?.stop()
    await stock.stop()
  }
}

await main()
