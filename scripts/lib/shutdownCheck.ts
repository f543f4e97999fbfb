/**
 * The production server stopped by SIGTERM under load (issue 31 item 4; server/shutdown.mjs), as a deploy stops
 * it: a request whose body is still arriving, library orders and page requests sent just before the signal.
 * Checks that /api/ready answers 503 during the drain, that the request in flight is answered 200 once its body
 * arrives and every answer to the others is a 200, that the process exits 0 within its bound, and, on a
 * restarted server, that exactly the orders answered 200 are there and the stock went down by as many copies.
 * The server's output over the run is read as its logs would be (issue 31 item 2, scripts/lib/logCheck.ts): a JSON
 * line for each request answered, an X-Request-Id on each answer, and no seeded password, session token or secret.
 * Used by `npm test` (step "shutdown", on the e2e step's database and build).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { adminAuth, createBook, createLibraryAccounts, orderCount, RAISED_RATE_LIMITS, stockOf } from '../bench/libraryAccounts'
import { send } from '../bench/load'
import { readServerLog, secretsToFind } from './logCheck'
import { freePort, type Instance, startServer } from './productionServer'
import { SERVER_ENTRY, SERVER_NODE_OPTIONS } from './serverNodeOptions'

const ORDERS = 6
const PAGE_REQUESTS = 24
const PAGES = ['/', '/press', '/library-program', '/news', '/about', '/api/health', '/search?search=art']
const STOCK = 1000
/**
 * The server's bound for requests in flight (SHUTDOWN_TIMEOUT_MS) and its notice before closing the port
 * (SHUTDOWN_NOTICE_MS). A connection the server has not accepted when its port closes is reset by the kernel,
 * and on a machine as busy as a test run (load 10 on 2 cores) accepting this burst took more than 2 s: the
 * notice here is long enough for every request sent before the signal to reach the server, which is what the
 * notice is for (a balancer stops sending during it).
 */
const TIMEOUT_MS = 10_000
const NOTICE_MS = 5_000
/** Requests, then the drain (at least 5 s), then exit: what the server promises, and a margin for a busy machine. */
const EXIT_LIMIT_MS = TIMEOUT_MS + 5_000 + 5_000

type Server = { url: string; exitCode: Promise<number | null>; signal: (name: NodeJS.Signals) => void; output: () => string }

/** server/index.mjs in a process of its own (not through startServer: the signal goes to it alone, and its exit code matters). */
async function startOwnServer(instance: Instance): Promise<Server> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...instance.env,
      ...RAISED_RATE_LIMITS,
      NODE_OPTIONS: SERVER_NODE_OPTIONS,
      HOST: '127.0.0.1',
      PORT: String(port),
      SHUTDOWN_TIMEOUT_MS: String(TIMEOUT_MS),
      SHUTDOWN_NOTICE_MS: String(NOTICE_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Kept whole for the log check; the readable lines (start, stop) and the warnings and errors are shown as they
  // come, the request lines are not.
  const chunks: string[] = []
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => {
      chunks.push(chunk)
      const readable = chunk.split('\n').filter((line) => line.trim() && !/^\{"level":"(info|debug|trace)"/.test(line))
      if (readable.length) process.stdout.write(readable.join('\n') + '\n')
    })
  }
  const output = () => chunks.join('')
  const exitCode = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let exited = false
  void exitCode.then(() => (exited = true))
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline && !exited) {
    const status = await fetch(`${url}/api/ready`).then((answer) => answer.status, () => 0)
    if (status === 200) return { url, exitCode, signal: (name) => child.kill(name), output }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  child.kill('SIGKILL')
  throw new Error(`the server on ${url} never answered /api/ready with 200`)
}

/** A POST whose body arrives in two halves: in flight on the server from its first half until finish() sends the rest. */
function postInTwoHalves(url: string, path: string, cookie: string, body: unknown) {
  const text = JSON.stringify(body)
  const request = http.request(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), cookie },
  })
  const answered = new Promise<number>((resolve) => {
    request.on('response', (response) => (response.resume(), resolve(response.statusCode ?? 0)))
    request.on('error', () => resolve(0))
  })
  request.write(text.slice(0, 10))
  return { answered, finish: () => request.end(text.slice(10)) }
}

/** A request that got no answer, by why (the connection refused, reset…). */
const failedWith = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  return `no answer (${cause?.code ?? cause?.message ?? String(error)})`
}

/** Polls /api/ready until it answers something other than 200: what a balancer polling it sees. */
async function readinessDuringDrain(url: string): Promise<{ status: number; failed?: string[] }> {
  const deadline = Date.now() + NOTICE_MS
  while (Date.now() < deadline) {
    const answer = await fetch(`${url}/api/ready`).catch(failedWith)
    if (typeof answer === 'string') return { status: 0, failed: [answer] }
    if (answer.status !== 200) return { status: answer.status, failed: ((await answer.json()) as { failed?: string[] }).failed }
    await answer.body?.cancel()
  }
  return { status: 200 }
}

export async function checkGracefulShutdown(instance: Instance): Promise<{ ok: boolean; note: string }> {
  const failures: string[] = []
  const expect = (condition: boolean, failure: string) => condition || failures.push(failure)

  const server = await startOwnServer(instance)
  const auth = await adminAuth(server.url, instance.logins!.admin)
  const accounts = await createLibraryAccounts(server.url, auth, ORDERS + 1)
  const book = await createBook(server.url, auth, STOCK, 'Shutdown check book')
  const since = new Date()
  // The seeded library account signs in (its password in a request body), and someone tries a wrong password.
  const library = await send(server.url, { method: 'POST', path: '/api/account/login', body: instance.logins!.library })
  const libraryCookie = library.setCookie.map((header) => header.split(';')[0]!).find((pair) => pair.startsWith('jwt='))
  await send(server.url, { method: 'POST', path: '/api/account/login', body: { ...instance.logins!.admin, password: `${instance.logins!.admin.password}x` } })
  // A request id a client writes is not taken from a peer the server does not trust: it makes its own.
  const health = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'chosen-by-the-client' } })
  const healthId = health.headers.get('x-request-id') ?? ''
  expect(/^[\w-]{36}$/.test(healthId), `/api/health answered X-Request-Id "${healthId}", not an id of the server's own`)
  for (const { cookie } of accounts.slice(0, ORDERS)) {
    const added = await send(server.url, { method: 'POST', path: '/api/cart/update-cart', headers: { cookie }, body: { purchasableId: book.sku, qty: 1 } })
    if (added.status !== 200) throw new Error(`adding the book to a cart answered ${added.status}`)
  }

  // A server that has been serving (each page rendered once): a cold one spends seconds compiling its first pages.
  for (const page of PAGES) await fetch(server.url + page).then((answer) => answer.arrayBuffer())

  // Everything below is sent before the signal.
  const slow = postInTwoHalves(server.url, '/api/cart/update-cart', accounts[ORDERS]!.cookie, { purchasableId: book.sku, qty: 1 })
  const orders = accounts
    .slice(0, ORDERS)
    .map(({ cookie }) => send(server.url, { method: 'POST', path: '/api/cart/complete', headers: { cookie }, body: {} }).then((a) => a.status, failedWith))
  const pages = Array.from({ length: PAGE_REQUESTS }, (_, i) =>
    fetch(server.url + PAGES[i % PAGES.length]!).then(async (answer) => (await answer.arrayBuffer(), answer.status), failedWith),
  )
  const signalled = Date.now()
  server.signal('SIGTERM')

  const ready = await readinessDuringDrain(server.url)
  expect(ready.status === 503 && (ready.failed ?? []).includes('shutdown'), `/api/ready answered ${ready.status} ${ready.failed ?? ''} during the drain, not 503 naming "shutdown"`)
  slow.finish()
  const slowStatus = await slow.answered
  expect(slowStatus === 200, `the request in flight (its body still arriving) answered ${slowStatus}`)
  const orderStatuses = await Promise.all(orders)
  const pageStatuses = await Promise.all(pages)
  const placed = orderStatuses.filter((status) => status === 200).length
  const pagesOk = pageStatuses.filter((status) => status === 200).length
  // Every answer is a 200; a request may only have gone unanswered by never reaching the server (reset by the
  // kernel when the port closed before the server accepted its connection: server/shutdown.mjs). An answer of
  // another status, or an order stored but not answered, fails the check below.
  const answeredOtherwise = [...orderStatuses, ...pageStatuses].filter((status) => typeof status === 'number' && status !== 200)
  const unanswered = [...orderStatuses, ...pageStatuses].filter((status) => typeof status === 'string')
  expect(answeredOtherwise.length === 0, `requests sent before the signal answered ${answeredOtherwise.join(', ')}`)
  const code = await Promise.race([server.exitCode, new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), EXIT_LIMIT_MS))])
  const stoppedIn = (Date.now() - signalled) / 1000
  expect(code === 0, code === 'late' ? `the server had not exited ${EXIT_LIMIT_MS / 1000} s after SIGTERM` : `the server exited with ${code}`)

  // No order answered 200 was lost: a new server on the same database finds each one and their copies taken.
  const restarted = await startServer({ ...instance, env: { ...instance.env, ...RAISED_RATE_LIMITS } }, { readyPath: '/api/ready', quiet: true })
  try {
    const found = await orderCount(restarted.url, auth, accounts, since)
    expect(found === placed, `${placed} orders were answered 200, ${found} are in the database`)
    const stock = await stockOf(restarted.url, auth, book)
    expect(stock === STOCK - placed, `stock is ${stock}, expected ${STOCK - placed}`)
  } finally {
    await restarted.stop()
  }
  // The logs of the run: a line per request answered, none holding a password, a session token or a secret.
  const secretsFile = path.join(instance.dir, 'secrets.json')
  const stored = fs.existsSync(secretsFile) ? (JSON.parse(fs.readFileSync(secretsFile, 'utf8')) as Record<string, string>) : {}
  const secrets = secretsToFind([
    { label: 'the seeded admin password', value: instance.logins!.admin.password },
    { label: 'the seeded library password', value: instance.logins!.library.password },
    { label: "the seeded library account's session cookie", value: libraryCookie },
    { label: "the admin's API token", value: auth.authorization?.replace(/^JWT /, '') },
    ...accounts.flatMap((account, i) => [
      { label: `account ${i}'s password`, value: account.password },
      { label: `account ${i}'s session cookie`, value: account.cookie },
    ]),
    ...Object.entries(stored).map(([key, value]) => ({ label: `secrets.json ${key}`, value })),
    ...['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SENDGRID_API_KEY', 'PAYLOAD_SECRET'].map((key) => ({ label: key, value: instance.env[key] })),
  ])
  const log = readServerLog(server.output(), secrets)
  const answered = placed + pagesOk + 1
  expect(log.requestLines.length >= answered, `${log.requestLines.length} JSON request lines in the server's output, fewer than the ${answered} requests answered`)
  expect(log.incomplete === 0, `${log.incomplete} request lines lack a field`)
  expect(log.requestLines.some((line) => line.reqId === healthId && line.route === '/api/health'), `no request line for /api/health with its X-Request-Id ${healthId}`)
  expect(log.leaks.length === 0, `the server's output holds ${log.leaks.join(', ')}`)
  for (const failure of failures) console.error(`✗ shutdown: ${failure}`)
  const notReached = unanswered.length ? `, ${unanswered.length} never reached the server (${[...new Set(unanswered)].join(', ')})` : ''
  const counts = `${placed}/${ORDERS} orders (${placed} found after a restart), ${pagesOk}/${PAGE_REQUESTS} pages and the request in flight answered 200${notReached}, /api/ready ${ready.status} during the drain, exit ${code} in ${stoppedIn.toFixed(1)} s; logs: ${log.requestLines.length} JSON request lines of ${log.jsonLines} JSON lines, ${secrets.length} secrets looked for, ${log.leaks.length} found`
  return { ok: failures.length === 0, note: failures.length ? failures.join('; ') : counts }
}
