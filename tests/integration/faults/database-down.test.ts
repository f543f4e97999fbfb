/**
 * The database unreachable for 10 s (issue 15, Faults), on PostgreSQL: Payload reaches the server through a
 * local TCP relay that this test cuts (every open connection dropped, the port closed) and restores. While it
 * is cut, the cart calls, search and an account endpoint answer 503 with Retry-After and a plain message (no stack trace, no internal path);
 * once it is back, the same calls are served again without restarting anything. SQLite is a local file with
 * no connection to lose, so the test runs with TEST_DATABASE_URL=postgres://… only (as in .ci/run).
 */
import net from 'node:net'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/availability/database'

import { createTestPayload, type TestPayload } from '../../helpers/payload'

const server = process.env.TEST_DATABASE_URL
const onPostgres = !!server && /^postgres(ql)?:\/\//i.test(server)
const OUTAGE_MS = 10_000

type Handler = (request: Request) => Promise<Response>

/** A TCP relay to the PostgreSQL server that can be cut (port closed, connections dropped) and restored. */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>()
  let listener: net.Server | undefined
  let port = 0
  const open = () =>
    new Promise<void>((resolve) => {
      listener = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
      })
      listener.listen(port, '127.0.0.1', () => {
        port = (listener!.address() as net.AddressInfo).port
        resolve()
      })
    })
  await open()
  return {
    port: () => port,
    cut: async () => {
      await new Promise<void>((resolve) => {
        listener!.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      })
    },
    restore: open,
  }
}

let t: TestPayload
let relay: Awaited<ReturnType<typeof startRelay>>
let routes: Record<'update' | 'get' | 'search' | 'login', Handler>

beforeAll(async () => {
  // allowed-skip: postgres
  if (!onPostgres) return
  process.env.JOBS_AUTORUN = 'false'
  relay = await startRelay(new URL(server!))
  const relayed = new URL(server!)
  relayed.hostname = '127.0.0.1'
  relayed.port = String(relay.port())
  process.env.TEST_DATABASE_URL = relayed.toString()
  t = await createTestPayload()
  routes = {
    update: (await import('../../../src/app/(site)/api/cart/update-cart/route')).POST,
    get: (await import('../../../src/app/(site)/api/cart/get-cart/route')).POST,
    search: (await import('../../../src/app/(site)/api/search/route')).GET,
    login: (await import('../../../src/app/(site)/api/account/login/route')).POST,
  }
}, 180_000)

afterAll(async () => {
  await t?.cleanup()
})

let ip = 0
const call = (handler: Handler, path: string, cookie: string | null, body?: unknown) =>
  handler(
    new Request(`http://localhost${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${++ip}`,
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )

// allowed-skip: postgres
it.runIf(onPostgres)('answers 503 with Retry-After while PostgreSQL is unreachable and recovers by itself', async () => {
  const sku = `DB-${Date.now().toString(36)}`
  await t.payload.create({
    collection: 'books',
    data: { title: 'Outage', productTypeHandle: 'press', variants: [{ sku, stock: 5, price: 1000 }], _status: 'published' } as never,
    overrideAccess: true,
  })
  const added = await call(routes.update, '/api/cart/update-cart', null, { purchasableId: sku, qty: 1 })
  expect(added.status).toBe(200)
  const number = ((await added.json()) as { cart: { number: string } }).cart.number
  const cookie = `art_cart_id=${number}`

  await relay.cut()
  const started = Date.now()
  const answers: { status: number; retryAfter: string | null; body: string }[] = []
  try {
    // Reads and writes, at the start of the outage and again some seconds into it.
    for (let round = 0; round < 2; round++) {
      for (const [handler, path, body] of [
        [routes.get, '/api/cart/get-cart', {}],
        [routes.update, '/api/cart/update-cart', { purchasableId: sku, qty: 2 }],
        [routes.search, '/api/search?search=outage', undefined],
        [routes.login, '/api/account/login', { email: 'library@example.org', password: 'a-long-enough-password' }],
      ] as const) {
        const response = await call(handler, path, cookie, body)
        answers.push({ status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() })
      }
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS / 2))
    }
  } finally {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - started))))
    await relay.restore()
  }
  for (const answer of answers) {
    expect(answer.status, answer.body).toBe(503)
    expect(Number(answer.retryAfter)).toBeGreaterThan(0)
    expect(JSON.parse(answer.body)).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE })
    expect(answer.body).not.toMatch(/\bat \S+:\d+|node_modules|\/src\/|ECONN/)
  }

  // Back: the same calls are served, and the cart is as it was before the outage.
  const back = await call(routes.get, '/api/cart/get-cart', cookie, {})
  expect(back.status).toBe(200)
  const { cart } = (await back.json()) as { cart: { number: string; totalQty: number } }
  expect(cart).toMatchObject({ number, totalQty: 1 })
  const changed = await call(routes.update, '/api/cart/update-cart', cookie, { purchasableId: sku, qty: 2 })
  expect(changed.status).toBe(200)
  expect((await call(routes.search, '/api/search?search=outage', null)).status).toBe(200)
}, 60_000)
