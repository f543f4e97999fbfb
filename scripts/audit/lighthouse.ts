/**
 * Lighthouse 12.8 (13 needs Node 22) with Debian's Chromium, mobile (its default form factor and throttling).
 * It is installed into tmp/audit-tools on first use rather than being a dependency of the app: it is large and
 * only this audit needs it.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium'

const LIGHTHOUSE_VERSION = '12.8.2'
const TOOLS = path.resolve('tmp/audit-tools')
const CLI = path.join(TOOLS, 'node_modules/.bin/lighthouse')
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

export function ensureLighthouse(): void {
  const installed = path.join(TOOLS, 'node_modules/lighthouse/package.json')
  if (fs.existsSync(installed) && JSON.parse(fs.readFileSync(installed, 'utf8')).version === LIGHTHOUSE_VERSION) return
  console.log(`▸ Installing Lighthouse ${LIGHTHOUSE_VERSION} into ${path.relative(process.cwd(), TOOLS)}…`)
  fs.mkdirSync(TOOLS, { recursive: true })
  if (!fs.existsSync(path.join(TOOLS, 'package.json')))
    fs.writeFileSync(path.join(TOOLS, 'package.json'), '{"private":true}\n')
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`], {
    cwd: TOOLS,
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error('Could not install Lighthouse')
}

export type LighthouseScores = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Audits of the accessibility, best-practices and SEO categories that did not pass (why a score is below 100). */
  failing: string[]
}

type Report = {
  runtimeError?: { code: string; message: string }
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string }>
}

/**
 * Scores of one Lighthouse run; the report is kept in `outputDir`, named after `name` (default: the URL's path). A run whose trace Lighthouse could not
 * record (a runtimeError such as NO_NAVSTART: every score 0) is repeated, up to three attempts.
 */
export function runLighthouse(url: string, outputDir: string, name?: string): LighthouseScores {
  for (let attempt = 1; ; attempt++) {
    const { report, output } = lighthouseReport(url, outputDir, name)
    if (!report.runtimeError) return scoresOf(report)
    console.warn(
      `  Lighthouse on ${url}: ${report.runtimeError.code} (${path.basename(output)})${attempt < 3 ? ', running again' : ''}`,
    )
    if (attempt === 3) return scoresOf(report)
  }
}

function lighthouseReport(url: string, outputDir: string, name?: string): { report: Report; output: string } {
  fs.mkdirSync(outputDir, { recursive: true })
  const output = path.join(
    outputDir,
    `${name ?? (new URL(url).pathname.replace(/\W+/g, '_') || 'home')}-${Date.now()}.json`,
  )
  const result = spawnSync(
    CLI,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'], timeout: 180_000 },
  )
  if (!fs.existsSync(output)) throw new Error(`Lighthouse failed on ${url}: ${result.stderr?.toString().slice(-500)}`)
  return { report: JSON.parse(fs.readFileSync(output, 'utf8')) as Report, output }
}

function scoresOf(report: Report): LighthouseScores {
  const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100)
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    report.categories[category].auditRefs
      .filter(
        ({ id, weight }) => weight > 0 && report.audits[id]?.score !== null && (report.audits[id]?.score ?? 1) < 1,
      )
      .map(({ id }) => id),
  )
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failing,
  }
}
