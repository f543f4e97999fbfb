/**
 * `npm test`: everything, on a fresh machine or clone.
 *   1. /usr/bin/chromium (apt-get install chromium when missing and we are root)
 *   2. typecheck, lint, generated files up to date (scripts/check-generated.ts), dependency floor
 *      (scripts/check-dependencies.ts: payload and @payloadcms/* ≥ 3.90.2 on one version, next ≥ 16.3.8),
 *      no conditional skip outside the allowed reasons (scripts/check-skips.ts), no dead file, export or
 *      dependency (knip, knip.jsonc), the small server's systemd units and nginx file as systemd-analyze and
 *      nginx -t read them (scripts/check-deploy.ts; installs systemd, nginx and openssl when missing and root)
 *   3. unit tests, 4. integration tests (SQLite; set TEST_DATABASE_URL=postgres://… for Postgres; the
 *      migrations run once per run into a template database that each file copies)
 *   5. start: the README's `npm start` on an empty folder (tmp/start-check, build in .next-start): it seeds,
 *      builds, prints an admin login that works and serves; a second start neither seeds nor builds again.
 *   6. e2e: Playwright against the production server on what step 5 seeded and built (one build for both; when
 *      step 5 is skipped or failed, a fresh database in tmp/e2e and a build in .next-e2e), on 127.0.0.1 and a
 *      free port; the server is always stopped.
 *   6b. shutdown: the production server SIGTERMed under load on the e2e step's database and build: /api/ready 503
 *      during the drain, every request sent before the signal answered 200, exit 0, no order lost; and its output
 *      read as its logs: a JSON line per request answered, no seeded password, session token or secret
 *      (scripts/lib/shutdownCheck.ts, scripts/lib/logCheck.ts).
 *   7. faults: fault injection (database, mail and Stripe down, processes killed mid-order: tests/integration/faults).
 *   8. cluster: two instances behind nginx on PostgreSQL and Redis with the job runner (tmp/cluster-test, build in
 *      .next-cluster-test), and tests/cluster against it (scripts/lib/cluster/testStep.ts).
 * Every step runs even when an earlier one failed; exits non-zero on any failure. The summary gives each
 * step's duration.
 *
 *   npm test -- --skip=faults,cluster   leave steps out while iterating (chromium, static, unit, integration,
 *                                       start, e2e, shutdown, faults, cluster; or typecheck, lint, generated,
 *                                       dependencies, skips, knip, cycles, deploy)
 *
 * Environment given to the e2e specs (tests/e2e/*.spec.ts); their logins are made by tests/e2e/logins.ts:
 *   E2E_BASE_URL        the server under test
 *   E2E_DATA_DIR        the instance folder (SQLite file, secrets.json, seed-logins.json, uploads, mail outbox)
 *   E2E_DATABASE_URL    the instance's DATABASE_URL (for specs that check stored data)
 *   E2E_NEXT_DIST_DIR   its build folder (specs that start a second server with other env)
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { npmBin } from './lib/run'
import { ensureInstanceBuild, prepareInstance, startServer } from './lib/productionServer'
import { checkGracefulShutdown } from './lib/shutdownCheck'
import { checkNpmStart, START_CHECK_INSTANCE } from './lib/startCheck'
import { clusterTests } from './lib/cluster/testStep'

const RESULTS = path.resolve('tmp/test-results')
const E2E_DIR = 'tmp/e2e'
const E2E_DIST = '.next-e2e'

const skip = new Set(
  process.argv
    .filter((arg) => arg.startsWith('--skip='))
    .flatMap((arg) => arg.slice('--skip='.length).split(','))
    .map((name) => name.trim()),
)

type Counts = { passed: number; failed: number }
type StepResult = { name: string; ok: boolean; seconds: number; counts?: Counts; note?: string }
const results: StepResult[] = []

/** Runs a command with inherited output; resolves with its exit code (never rejects on failure). */
function exec(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env })
    child.on('error', (error) => {
      console.error(error.message)
      resolve(1)
    })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

async function step(name: string, body: () => Promise<{ ok: boolean; counts?: Counts; note?: string }>) {
  if (skip.has(name)) return
  console.log(`\n━━ ${name} ━━`)
  const started = Date.now()
  let outcome: { ok: boolean; counts?: Counts; note?: string }
  try {
    outcome = await body()
  } catch (error) {
    console.error(`✗ ${name}: ${error instanceof Error ? error.message : String(error)}`)
    outcome = { ok: false }
  }
  results.push({ name, seconds: (Date.now() - started) / 1000, ...outcome })
}

const readJson = <T>(file: string): T | undefined => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch {
    return undefined
  }
}

async function vitest(project: 'unit' | 'integration' | 'faults') {
  const report = path.join(RESULTS, `${project}.json`)
  fs.rmSync(report, { force: true })
  const code = await exec(npmBin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ])
  const json = readJson<{ numPassedTests: number; numFailedTests: number }>(report)
  return { ok: code === 0, counts: json && { passed: json.numPassedTests, failed: json.numFailedTests } }
}

/** Sums a Playwright JSON report (a test retried into a pass counts as passed, and is noted as flaky). */
function playwrightCounts(report: string): (Counts & { flaky: number }) | undefined {
  const json = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(report)
  if (!json) return undefined
  return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected, flaky: json.stats.flaky }
}

async function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium') || process.env.CHROMIUM_PATH) return { ok: true }
  if (process.getuid?.() !== 0) {
    console.error('✗ /usr/bin/chromium is missing; install it: sudo apt-get install -y chromium')
    return { ok: false }
  }
  console.log('▸ Installing Debian chromium for the browser tests…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const ok =
    (await exec('apt-get', ['update'], env)) === 0 && (await exec('apt-get', ['install', '-y', 'chromium'], env)) === 0
  return { ok }
}

/** The instance `npm start` made in the start step (its seeded database and build), when that step passed. */
let startInstance: { dir: string; distDir: string } | undefined

async function e2e() {
  const timings: string[] = []
  const timed = async <T>(label: string, work: () => Promise<T>) => {
    const started = Date.now()
    const value = await work()
    timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(0)}s`)
    return value
  }
  // One build for both steps: the browser tests run on what `npm start` seeded and built, when it ran.
  const { dir, distDir } = startInstance ?? { dir: E2E_DIR, distDir: E2E_DIST }
  const instance = await timed('seed', () => prepareInstance({ dir, distDir, fresh: !startInstance }))
  await timed('build', () => ensureInstanceBuild(instance))
  // The specs act as the server's load balancer: the fuzz suite gives each request an address of its own in
  // X-Forwarded-For so that per-address limits do not hide the handlers. Production trusts no proxy unless
  // told (server/clientAddress.mjs); tests/e2e/shell-gate.spec.ts checks that default on a server of its own.
  // LOG_LEVEL=warn: its errors show among Playwright's lines, its thousands of request lines do not (the shutdown
  // step reads those).
  const server = await timed('start', () =>
    startServer({ ...instance, env: { ...instance.env, TRUSTED_PROXIES: '127.0.0.1', LOG_LEVEL: 'warn' } }),
  )
  const report = path.join(RESULTS, 'e2e.json')
  fs.rmSync(report, { force: true })
  try {
    const code = await timed('playwright', () =>
      exec(npmBin('playwright'), ['test', '--reporter=list,json'], {
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_FILE: report,
        E2E_BASE_URL: server.url,
        E2E_DATA_DIR: instance.dir,
        E2E_DATABASE_URL: instance.env.DATABASE_URL,
        E2E_NEXT_DIST_DIR: distDir,
      }),
    )
    const counts = playwrightCounts(report)
    const flaky = counts?.flaky ? `, ${counts.flaky} flaky` : ''
    return { ok: code === 0, counts, note: timings.join(', ') + flaky }
  } finally {
    await server.stop()
  }
}

// The e2e server runs as production would on a fresh clone: gate and host rule off (specs that need them
// start their own server), and no real payment or email provider even if this shell has keys.
for (const key of [
  'SITE_ENV',
  'CANONICAL_HOST_REDIRECT',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SENDGRID_API_KEY',
  'SMTP_URL',
])
  delete process.env[key]

const started = Date.now()
fs.mkdirSync(RESULTS, { recursive: true })

await step('chromium', ensureChromium)
if (!skip.has('static')) {
  await step('typecheck', async () => ({ ok: (await exec(npmBin('tsc'), ['--noEmit'])) === 0 }))
  await step('lint', async () => ({ ok: (await exec(npmBin('eslint'), ['.'])) === 0 }))
  // No import cycle (dpdm, type-only imports aside): ESLint's import/no-cycle took minutes on this tree.
  await step('cycles', async () => ({ ok: (await exec('npm', ['run', '--silent', 'lint:cycles'])) === 0 }))
  await step('generated', async () => ({ ok: (await exec(npmBin('tsx'), ['scripts/check-generated.ts'])) === 0 }))
  await step('dependencies', async () => ({ ok: (await exec(npmBin('tsx'), ['scripts/check-dependencies.ts'])) === 0 }))
  await step('skips', async () => ({ ok: (await exec(npmBin('tsx'), ['scripts/check-skips.ts'])) === 0 }))
  await step('knip', async () => ({ ok: (await exec(npmBin('knip'), [])) === 0 }))
  await step('deploy', async () => ({ ok: (await exec(npmBin('tsx'), ['scripts/check-deploy.ts'])) === 0 }))
}
await step('unit', () => vitest('unit'))
await step('integration', () => vitest('integration'))
await step('start', async () => {
  const result = await checkNpmStart()
  if (result.ok) startInstance = START_CHECK_INSTANCE
  return result
})
await step('e2e', e2e)
await step('shutdown', async () => {
  const { dir, distDir } = startInstance ?? { dir: E2E_DIR, distDir: E2E_DIST }
  const instance = await prepareInstance({ dir, distDir })
  await ensureInstanceBuild(instance)
  return checkGracefulShutdown(instance)
})
await step('faults', () => vitest('faults'))
await step('cluster', () => clusterTests(RESULTS))

const total = (Date.now() - started) / 1000
console.log('\n━━ summary ━━')
for (const r of results) {
  const counts = r.counts ? ` ${r.counts.passed} passed, ${r.counts.failed} failed` : ''
  const note = r.note ? ` (${r.note})` : ''
  console.log(`${r.ok ? '✓' : '✗'} ${r.name.padEnd(12)} ${r.seconds.toFixed(1).padStart(6)}s${counts}${note}`)
}
// Tests count one each; a step without tests (typecheck, lint…) counts as one check.
const passed = results.reduce((sum, r) => sum + (r.counts ? r.counts.passed : r.ok ? 1 : 0), 0)
const failed = results.reduce((sum, r) => sum + (r.counts ? Math.max(r.counts.failed, r.ok ? 0 : 1) : r.ok ? 0 : 1), 0)
console.log(`total ${total.toFixed(0)}s`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(results.every((r) => r.ok) ? 0 : 1)
