/**
 * `npm run audit:security` (issue 15 item 4): Debian's scanners against a production server on 127.0.0.1
 * that this script starts on its own database (tmp/audit-security, build in .next-audit-security):
 *   wapiti  every module, bounded to 15 minutes;
 *   sqlmap  the search, catalogue and cart parameters, batch mode, bounded per target;
 *   ffuf    forgotten files (.env, data/, .git, backups, the SQLite files, source maps): scripts/audit/forgotten-files.txt.
 * Installs the tools with apt-get when missing. Prints the findings by severity; exits 1 on any high or medium.
 *   npm run audit:security -- --url=http://127.0.0.1:PORT    scan a production server already running
 *   npm run audit:security -- --minutes=5                     a shorter wapiti run (at most 15 minutes)
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { ensureInstanceBuild, prepareInstance, startServer } from '../lib/productionServer'

const OUT = path.resolve('tmp/audit-security/reports')
/** `--minutes=N` bounds wapiti to N minutes (default and most 15) and each sqlmap target to a quarter of that. */
const minutes = Math.min(15, Number(process.argv.find((arg) => arg.startsWith('--minutes='))?.slice('--minutes='.length) ?? 15) || 15)
const WAPITI_SECONDS = minutes * 60
const SQLMAP_SECONDS = Math.max(60, (minutes * 60) / 4)

type Severity = 'high' | 'medium' | 'low' | 'info'
type Finding = { tool: string; severity: Severity; what: string }
const findings: Finding[] = []

function run(command: string, args: string[], options: { timeoutSeconds?: number; quiet?: boolean } = {}) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      if (!options.quiet) process.stdout.write(chunk)
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    const timer = options.timeoutSeconds
      ? setTimeout(() => {
          output += `\n[stopped after ${options.timeoutSeconds} s]\n`
          process.kill(-child.pid!, 'SIGTERM')
        }, options.timeoutSeconds * 1000)
      : undefined
    child.on('error', (error) => resolve({ code: 127, output: error.message }))
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code: code ?? 1, output })
    })
  })
}

/**
 * wapiti asks for Brotli (`Accept-Encoding: gzip, deflate, br`) but decodes it only with Python's brotli module.
 * Without it, every page this site sends compressed came back as undecodable bytes: wapiti found no link on `/`,
 * crawled 1 URL and attacked nothing, and its "0 findings" meant nothing.
 */
const pythonHasBrotli = () => spawnSync('python3', ['-c', 'import brotli']).status === 0

async function ensureTools() {
  const missing = ['wapiti', 'sqlmap', 'ffuf'].filter((tool) => !fs.existsSync(`/usr/bin/${tool}`))
  if (!pythonHasBrotli()) missing.push('python3-brotli')
  if (missing.length === 0) return
  console.log(`▸ Installing ${missing.join(', ')} with apt-get…`)
  await run('apt-get', ['update'], { quiet: true })
  const { code } = await run('apt-get', ['install', '-y', ...missing])
  if (code !== 0) throw new Error(`apt-get install ${missing.join(' ')} failed`)
}

/** wapiti's JSON report: `vulnerabilities` and `anomalies` by category, each item with a level (1 low … 4 critical). */
async function wapiti(url: string) {
  const report = path.join(OUT, 'wapiti.json')
  console.log(`\n━━ wapiti (all modules, ≤ ${WAPITI_SECONDS / 60} min) ━━`)
  const { output } = await run(
    'wapiti',
    // The crawl is bounded (depth, links per page, pages per folder): the catalogues' filter combinations are
    // endless, and an unbounded crawl used the whole time before a single module attacked. Each module then
    // gets its share of the time, so every one runs within --max-scan-time.
    ['-u', `${url}/`, '--scope', 'folder', '-m', 'all,-wapp', '--flush-session', '--max-scan-time', String(WAPITI_SECONDS),
      '-d', '4', '--max-links-per-page', '30', '--max-files-per-dir', '40',
      // Offline: the out-of-band endpoint (XXE, SSRF results) and bug reports are on the internet; a closed local
      // port makes the lookups fail at once instead of waiting out the scan's time bound before the report.
      '--endpoint', 'http://127.0.0.1:9/', '--no-bugreport',
      '--max-attack-time', String(Math.max(20, Math.floor(WAPITI_SECONDS / 36))), '-t', '20', '-f', 'json', '-o', report, '-v', '1'],
    { timeoutSeconds: WAPITI_SECONDS + 120 },
  )
  if (!fs.existsSync(report)) return void findings.push({ tool: 'wapiti', severity: 'medium', what: 'no report written' })
  // A scan that reached one page attacked nothing: say so rather than report its silence as a clean result.
  const crawled = Number(/Wapiti found (\d+) URLs/.exec(output)?.[1] ?? 0)
  console.log(`  wapiti crawled ${crawled} URLs and forms`)
  if (crawled < 10) findings.push({ tool: 'wapiti', severity: 'medium', what: `the crawl reached only ${crawled} URLs and forms` })
  const json = JSON.parse(fs.readFileSync(report, 'utf8')) as Record<string, Record<string, { level?: number; path?: string; method?: string; info?: string }[]>>
  for (const section of ['vulnerabilities', 'anomalies']) {
    for (const [category, items] of Object.entries(json[section] ?? {})) {
      for (const item of items) {
        const level = item.level ?? 1
        const severity: Severity = level >= 3 ? 'high' : level === 2 ? 'medium' : section === 'anomalies' ? 'low' : 'low'
        findings.push({ tool: 'wapiti', severity, what: `${category}: ${item.method ?? ''} ${item.path ?? ''} ${item.info ?? ''}`.trim() })
      }
    }
  }
}

const reported = new Set<string>()

/** sqlmap on one target. */
async function sqlmap(name: string, args: string[]) {
  console.log(`\n━━ sqlmap: ${name} ━━`)
  const { output } = await run(
    'sqlmap',
    [...args, '--batch', '--level', '3', '--risk', '1', '--threads', '2', '--timeout', '15', '--retries', '1',
      '--output-dir', path.join(OUT, 'sqlmap'), '--flush-session', '--disable-coloring'],
    { timeoutSeconds: SQLMAP_SECONDS, quiet: true },
  )
  // sqlmap's verdicts are its results CSV: an injection it confirmed is high; one it tried and found to be
  // a "false positive or unexploitable" (a heuristic hit it could not exploit) is info.
  const rows = fs
    .readdirSync(path.join(OUT, 'sqlmap'))
    .filter((file) => file.endsWith('.csv'))
    .flatMap((file) => fs.readFileSync(path.join(OUT, 'sqlmap', file), 'utf8').trim().split('\n').slice(1))
    .filter((row) => row && !reported.has(row))
  for (const row of rows) {
    reported.add(row)
    findings.push({ tool: 'sqlmap', severity: /false positive|unexploitable/i.test(row) ? 'info' : 'high', what: `${name}: ${row}` })
  }
  const tested = output.split('\n').filter((line) => /does not seem to be injectable|all tested parameters do not appear/i.test(line)).length
  console.log(`  ${rows.length} result rows, ${tested} parameter checks clean`)
}

/**
 * Whether an answered path gave the file itself (high), not a page of the site or the admin that happens to
 * match the address (/admin/.env is the admin's not-found view; /api/access is Payload's permissions API).
 */
async function looksLikeTheFile(url: string, name: string): Promise<boolean> {
  const response = await fetch(`${url}/${name}`)
  const type = response.headers.get('content-type') ?? ''
  const body = await response.text()
  if (/^SQLite format 3/.test(body) || /^ref: refs\//.test(body) || /"sources"\s*:/.test(body)) return true
  if (/application\/(zip|gzip|x-tar|octet-stream|sql)/.test(type)) return true
  if (/(^|\/)\.env/.test(name) && /^[A-Z][A-Z0-9_]*=/m.test(body) && !type.includes('html')) return true
  return !type.includes('html') && !type.includes('json')
}

/** ffuf for forgotten files: a path answered 200/206 with the file itself is high; an ordinary page, info. */
async function ffuf(url: string) {
  console.log('\n━━ ffuf: forgotten files ━━')
  const report = path.join(OUT, 'ffuf.json')
  await run('ffuf', ['-u', `${url}/FUZZ`, '-w', path.resolve('scripts/audit/forgotten-files.txt'), '-mc', '200,206',
    '-t', '4', '-of', 'json', '-o', report, '-s'], { timeoutSeconds: 300 })
  if (!fs.existsSync(report)) return void findings.push({ tool: 'ffuf', severity: 'medium', what: 'no report written' })
  const json = JSON.parse(fs.readFileSync(report, 'utf8')) as { results?: { input: { FUZZ: string }; status: number; length: number }[] }
  for (const result of json.results ?? []) {
    const what = `/${result.input.FUZZ} answered ${result.status} (${result.length} bytes)`
    findings.push({ tool: 'ffuf', what, severity: (await looksLikeTheFile(url, result.input.FUZZ)) ? 'high' : 'info' })
  }
  console.log(`  ${json.results?.length ?? 0} of ${fs.readFileSync('scripts/audit/forgotten-files.txt', 'utf8').trim().split('\n').length} paths answered`)
}

await ensureTools()
/**
 * `--url=http://127.0.0.1:PORT` scans a production server already running there instead of starting one; start
 * it with `SERVER_URL` set to that address, as this script does with its own.
 */
const given = process.argv.find((arg) => arg.startsWith('--url='))?.slice('--url='.length)
if (given && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(given)) throw new Error('--url must be a server on 127.0.0.1')
const server = given
  ? { url: given, stop: async () => {} }
  : await (async () => {
      const instance = await prepareInstance({ dir: 'tmp/audit-security', distDir: '.next-audit-security' })
      await ensureInstanceBuild(instance)
      // Over plain HTTP with the address it is served at: wapiti sends no Secure cookie to an http:// URL,
      // so it could not keep a session.
      return startServer(instance, { quiet: true, plainHttp: true })
    })()
// After the server's instance is prepared: a fresh instance empties tmp/audit-security, reports folder included
// (ffuf then had nowhere to write, and its findings were lost).
fs.rmSync(OUT, { recursive: true, force: true })
fs.mkdirSync(OUT, { recursive: true })
try {
  await ffuf(server.url)
  await sqlmap('search', ['-u', `${server.url}/api/search?search=art&page=1`, '-p', 'search,page'])
  await sqlmap('catalogue', ['-u', `${server.url}/library-program?themes=1&publishers=1&stock=all&sort=title&page=1`, '-p', 'themes,publishers,stock,sort,page'])
  await sqlmap('cart', ['-u', `${server.url}/api/cart/update-cart`, '--data', '{"purchasableId":"1","qty":1}', '--method', 'POST', '-H', 'Content-Type: application/json'])
  await wapiti(server.url)
} finally {
  await server.stop()
}

const order: Severity[] = ['high', 'medium', 'low', 'info']
console.log('\n━━ findings by severity ━━')
for (const severity of order) {
  const some = findings.filter((finding) => finding.severity === severity)
  console.log(`${severity.padEnd(6)} ${some.length}`)
  for (const finding of some) console.log(`  [${finding.tool}] ${finding.what}`)
}
console.log(`reports: ${path.relative(process.cwd(), OUT)}`)
process.exit(findings.some((finding) => finding.severity === 'high' || finding.severity === 'medium') ? 1 : 0)
