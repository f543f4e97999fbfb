/**
 * kill -9 of the server while it completes Library Program orders and processes Stripe's press checkout
 * events, then a restart (issue 15, Faults). A child process (faultWorker.ts) serves a plan of requests through
 * the real route handlers on this test's database; it is SIGKILLed at seeded random moments just after it
 * starts a request, and each new process is sent what the previous one did not acknowledge (a library's
 * retry, Stripe's redelivery), plus some events delivered twice. Afterwards: one whole order per cart and per
 * checkout session (every line, the totals, both emails stored), each event recorded once, no cart both open
 * and ordered, and each book's stock equal to its initial stock less the copies ordered.
 * FAULT_SEED=<n> replays a run. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'

import Stripe from 'stripe'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { updateCart } from '@/lib/commerce/cart/cartService'
import { pressMetadata } from '@/lib/commerce/press-checkout/sessionParams'
import type { Account, Book, Cart, Order } from '@/payload-types'

import { createRandom } from '../../../scripts/seed/random'
import { startPressTest, WEBHOOK_SECRET, type PressTest } from '../press/pressTest'
import { createLibraryAccount, TEST_PASSWORD } from '../../helpers/users'
import type { PlannedRequest } from './faultWorker'
import { shortOrderNumber } from '@/lib/commerce/orders/shortNumber'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const SEED = Number(process.env.FAULT_SEED || 0x6b11)
const LIBRARY_CARTS = 8
const PRESS_SESSIONS = 8
const KILLS = 3
const INITIAL_STOCK = 100

const signer = new Stripe('sk_test_unused')
const random = createRandom(SEED)
let p: PressTest

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY
  p = await startPressTest()
}, 180_000)

afterAll(async () => {
  await p?.t.cleanup()
})

type Expected = { lines: Map<string, number>; total?: number; itemTotal?: number }

type Run = { killed: boolean; acked: Set<string>; begun: string[]; code: number | null; output: string }

/** One server process serving `plan`; SIGKILLed `delayMs` after it begins request `killAt` (if given). */
function serve(plan: PlannedRequest[], kill?: { at: string; delayMs: number }): Promise<Run> {
  const dir = path.join(ROOT, 'tmp/h5')
  fs.mkdirSync(dir, { recursive: true })
  const planFile = path.join(dir, `plan-${process.pid}.json`)
  fs.writeFileSync(planFile, JSON.stringify(plan))
  const child = spawn(
    process.execPath,
    [
      '--no-deprecation',
      '--conditions=production',
      '--import',
      'tsx',
      '--import',
      path.join(import.meta.dirname, 'serverOnlyHook.mjs'),
      path.join(import.meta.dirname, 'faultWorker.ts'),
      planFile,
    ],
    { cwd: ROOT, env: { ...process.env, JOBS_AUTORUN: 'false' }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const run: Run = { killed: false, acked: new Set(), begun: [], code: null, output: '' }
  child.stderr.on('data', (chunk: Buffer) => (run.output += chunk.toString()))
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    run.output += `${line}\n`
    if (process.env.FAULT_TRACE) console.info(`${new Date().toISOString()} ${line}`)
    const [word, id] = line.split(' ')
    if (word === 'ack') run.acked.add(id!)
    if (word === 'begin') {
      run.begun.push(id!)
      if (kill && id === kill.at)
        setTimeout(() => {
          run.killed = child.kill('SIGKILL')
        }, kill.delayMs)
    }
  })
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      run.code = code
      resolve(run)
    }),
  )
}

async function stockOf(bookId: number) {
  const book = (await p.t.payload.findByID({ collection: 'books', id: bookId, depth: 0, overrideAccess: true })) as Book
  return book.variants![0].stock
}

it('loses, half-makes and duplicates no order and keeps stock right when the server is killed mid-request', async () => {
  const payload = p.t.payload
  console.info(`kill -9 test seed ${SEED} (FAULT_SEED replays it), ${p.t.kind}`)
  const libraryBooks = []
  for (let i = 0; i < 4; i++) {
    const sku = `LPK-${i}-${Date.now().toString(36)}`
    const book = (await payload.create({
      collection: 'books',
      data: { title: `Killed ${i}`, productTypeHandle: 'libraryProgram', variants: [{ sku, stock: INITIAL_STOCK }], _status: 'published' } as never,
      overrideAccess: true,
    })) as Book
    libraryBooks.push({ book, sku })
  }
  const pressBooks = []
  for (let i = 0; i < 3; i++) pressBooks.push(await p.createPressBook(INITIAL_STOCK, 1000 + i * 250))

  const plan: PlannedRequest[] = []
  const expected = new Map<string, Expected>()
  const cartNumbers = new Map<string, string>()

  for (let i = 0; i < LIBRARY_CARTS; i++) {
    const account = (await createLibraryAccount(payload)) as Account
    const owner = { viewer: { account, staff: null }, cookieNumber: null }
    const lines = new Map<string, number>()
    for (const { sku } of random.sample(libraryBooks, random.int(1, 3))) {
      const qty = random.int(1, 3)
      await updateCart(payload, owner, { number: undefined, purchasableId: sku, qty })
      lines.set(sku, qty)
    }
    const { token } = await payload.login({ collection: 'accounts', data: { email: account.email, password: TEST_PASSWORD } })
    const id = `library-${i}`
    plan.push({ id, kind: 'complete', token: token!, cartNumber: account.currentCart! })
    expected.set(id, { lines })
    cartNumbers.set(id, account.currentCart!)
  }

  const events: Extract<PlannedRequest, { kind: 'webhook' }>[] = []
  for (let i = 0; i < PRESS_SESSIONS; i++) {
    const lines = new Map<string, number>()
    for (const { sku } of random.sample(pressBooks, random.int(1, 3))) lines.set(sku, random.int(1, 3))
    const cookie = await p.guestCart([...lines].map(([sku, qty]) => ({ sku, qty })))
    const paid = await p.pay(cookie)
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    const cart = await p.cartOf(cookie)
    const checkout = (await p.openCheckoutOf(cookie))!
    const itemTotal = checkout.itemTotal!
    const metadata = { ...pressMetadata(cart.number, `press:${cart.number}:k`), shippingTotal: '600', taxTotal: '0' }
    const session = { id: checkout.sessionId, amountTotal: checkout.total!, metadata }
    const body = JSON.stringify(p.sessionEvent('checkout.session.completed', session, { id: `evt_kill_${i}_${SEED}` }))
    const id = `press-${i}`
    const event = { id, kind: 'webhook' as const, body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) }
    events.push(event)
    plan.push(event)
    expected.set(id, { lines, total: checkout.total!, itemTotal })
    cartNumbers.set(id, cart.number)
  }
  if (process.env.FAULT_TRACE) console.info(`${new Date().toISOString()} fixtures made`)
  // Copies reserved by 'Pay' are already out of stock; the orders must not take them again.
  const requests = random.shuffle(plan)

  const acked = new Set<string>()
  let kills = 0
  let killedMidRequest = 0
  for (let round = 0; round <= KILLS + 1; round++) {
    // Stripe may deliver an event again even after it was acknowledged.
    const redelivered = round === KILLS + 1 ? random.sample(events.filter((e) => acked.has(e.id)), 3) : []
    const todo = [...requests.filter((r) => !acked.has(r.id)), ...redelivered.map((e) => ({ ...e, id: `${e.id}-again` }))]
    if (todo.length === 0) break
    const kill = round < KILLS ? { at: random.pick(todo).id, delayMs: random.int(0, 150) } : undefined
    const run = await serve(todo, kill)
    for (const id of run.acked) acked.add(id.replace(/-again$/, ''))
    if (run.killed) {
      kills++
      if (run.begun.some((id) => !run.acked.has(id))) killedMidRequest++
    } else expect(run.code, run.output).toBe(0)
    expect(run.output).not.toMatch(/ack \S+ (4|5)\d\d/)
  }
  console.info(`kill -9: ${kills} kills, ${killedMidRequest} of them with a request begun and not acknowledged`)
  expect(kills).toBeGreaterThan(0)
  expect(acked.size).toBe(plan.length)

  const orders = (await payload.find({ collection: 'orders', limit: 1000, depth: 0, overrideAccess: true })).docs as Order[]
  expect(orders).toHaveLength(plan.length)
  const jobs = (await payload.find({ collection: 'payload-jobs', limit: 1000, depth: 0, overrideAccess: true })).docs
  const outbox = (await payload.find({ collection: 'email-outbox', limit: 1000, depth: 0, overrideAccess: true })).docs
  const ordered = new Map<string, number>()
  for (const [id, want] of expected) {
    const number = cartNumbers.get(id)!
    const cart = (await payload.find({ collection: 'carts', where: { number: { equals: number } }, depth: 0, overrideAccess: true }))
      .docs[0] as Cart
    const mine = orders.filter((order) => (id.startsWith('library') ? order.idempotencyKey === `cart:${number}` : order.stripe?.checkoutSessionId && order.idempotencyKey === `press:${order.stripe.checkoutSessionId}` && order.number === number))
    expect(mine, id).toHaveLength(1)
    const order = mine[0]!
    const lines = new Map((order.lineItems ?? []).map((line) => [line.sku, line.qty]))
    expect(lines, id).toEqual(want.lines)
    expect(order.totalQty, id).toBe([...want.lines.values()].reduce((a, b) => a + b, 0))
    if (want.total !== undefined) expect({ total: order.total, itemTotal: order.itemTotal, paymentStatus: order.paymentStatus }, id).toEqual({ total: want.total, itemTotal: want.itemTotal, paymentStatus: 'paid' })
    // Both emails were stored with the order, in its transaction: each is still a job, or was sent (a
    // completed job is deleted) and is in the outbox.
    const kinds = new Set([
      ...jobs.filter((job) => (job.input as { orderId?: string } | null)?.orderId === String(order.id)).map((job) => (job.input as { kind: string }).kind),
      ...outbox.filter((mail) => mail.subject.endsWith(` order ${shortOrderNumber(order.id)}`)).map((mail) => (mail.subject.startsWith('New ') ? 'notification' : 'confirmation')),
    ])
    expect([...kinds].sort(), id).toEqual(['confirmation', 'notification'])
    const reservation = (await p.openCheckoutOf(`art_cart_id=${number}`))?.sessionId ?? null
    expect({ status: cart.status, lines: cart.lineItems?.length ?? 0, reservation }, id).toEqual({
      status: 'completed',
      lines: 0,
      reservation: null,
    })
    for (const [sku, qty] of want.lines) ordered.set(sku, (ordered.get(sku) ?? 0) + qty)
  }
  for (const { book, sku } of [...libraryBooks, ...pressBooks]) expect(await stockOf(book.id), sku).toBe(INITIAL_STOCK - (ordered.get(sku) ?? 0))
  const recorded = (await payload.find({ collection: 'stripe-events', limit: 1000, depth: 0, overrideAccess: true })).docs
  expect(recorded.map((event) => event.eventId).sort()).toEqual(events.map((event) => JSON.parse(event.body).id).sort())
  const accounts = (await payload.find({ collection: 'accounts', limit: 1000, depth: 0, overrideAccess: true })).docs as Account[]
  expect(accounts.filter((account) => account.currentCart)).toEqual([])
}, 240_000)
