/**
 * Issue 13's figures, on the bench server with its Stripe SDK pointed at a local fake Stripe
 * (tests/integration/donations/fakeStripe.ts, started by scripts/bench.ts; see pressServerEnv):
 *   estimate          POST /api/cart/estimate: the address saved on the cart, shipping methods and tax computed;
 *                     autocannon, one single-connection instance per cart so each connection has its own cart
 *                     (a cart's updates run one after another, so a shared cart would measure its queue)
 *   checkout session  POST /api/cart/pay: stock reserved and a Checkout Session created at the fake Stripe; each
 *                     round fills a new cart first (not timed), since paying again for a cart would also expire
 *                     its previous session
 *   webhook           POST /api/stripe/webhook: 1,000 distinct signed checkout.session.completed events for the
 *                     sessions paid above (more are made, not timed, when there were fewer), each making one
 *                     press order; sent over the same number of connections
 */
import os from 'node:os'
import { performance } from 'node:perf_hooks'

import autocannon from 'autocannon'
import Stripe from 'stripe'

import { type FakeStripe, pointStripeAtFake } from '../../tests/integration/donations/fakeStripe'
import { adminAuth, type AdminAuth } from './libraryAccounts'
import { type BenchRequest, type LoadBounds, type Measurement, runLoad, send } from './load'
import { percentile } from './percentile'
import { printAimTable } from './table'

const WEBHOOK_EVENTS = 1000
const WEBHOOK_SECRET = 'whsec_bench_press'
/** The webhook run's own bound: it stops after this even if not all events were sent. */
const WEBHOOK_MAX_SECONDS = 300

/** The aims, printed beside the figures (figures only: nothing fails on them). */
const P95_AIMS: Record<string, number> = { estimate: 30, 'checkout session': 150, webhook: 100 }

const ADDRESS = {
  fullName: 'Bench Buyer',
  addressLine1: '1 Main St',
  city: 'New York',
  countryCode: 'US',
  stateValue: 'NY',
  zipCode: '10001',
}
const CHECKOUT = { email: 'buyer@bench.example.org', shippingAddress: ADDRESS }

/**
 * Env of the bench server: Stripe mode against the fake, the webhook secret the bench signs with, and the
 * per-IP limit of 'Pay' raised (every bench request comes from one address).
 */
export function pressServerEnv(fake: FakeStripe): Record<string, string> {
  const env = {} as NodeJS.ProcessEnv
  pointStripeAtFake(fake, env)
  return {
    ...(env as Record<string, string>),
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    CHECKOUT_RATE_LIMIT_PER_MINUTE: '1000000',
  }
}

export type PressReport = {
  http: Measurement[]
  webhook: { events: number; processed: number; seconds: number }
}

async function createPressBook(baseUrl: string, auth: AdminAuth): Promise<string> {
  const sku = `BENCH-PRESS-${Date.now().toString(36)}`
  // Stock a run cannot exhaust: the load measures checkouts, not refusals.
  const data = {
    title: `Bench press book ${sku}`,
    productTypeHandle: 'press',
    variants: [{ sku, stock: 1_000_000, price: 2500 }],
    _status: 'published',
  }
  const answer = await send(baseUrl, { method: 'POST', path: '/api/books', headers: auth, body: data })
  if (answer.status !== 201 && answer.status !== 200)
    throw new Error(`press bench: creating the book answered ${answer.status} ${JSON.stringify(answer.json)}`)
  return sku
}

/** A new guest cart holding two copies of the book; answers its cookie. */
async function newCart(baseUrl: string, sku: string): Promise<string> {
  const answer = await send(baseUrl, {
    method: 'POST',
    path: '/api/cart/update-cart',
    body: { purchasableId: sku, qty: 2 },
  })
  const number = (answer.json as { cart?: { number?: string } } | null)?.cart?.number
  if (answer.status !== 200 || !number) throw new Error(`press bench: filling a cart answered ${answer.status}`)
  return `art_cart_id=${number}`
}

const pay = (cookie: string): BenchRequest => ({
  method: 'POST',
  path: '/api/cart/pay',
  headers: { cookie },
  body: CHECKOUT,
})
const estimate = (cookie: string): BenchRequest => ({
  method: 'POST',
  path: '/api/cart/estimate',
  headers: { cookie },
  body: CHECKOUT,
})

/** `connections` autocannon instances of one connection each, every one with its own cart's cookie. */
async function measureEstimate(baseUrl: string, bounds: LoadBounds, cookies: string[]): Promise<Measurement> {
  const latencies: number[] = []
  const started = performance.now()
  const instances = cookies.map((cookie) => {
    const instance = autocannon({
      url: `${baseUrl}/api/cart/estimate`,
      connections: 1,
      amount: Math.ceil(bounds.maxRequests / cookies.length),
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(CHECKOUT),
      timeout: 30,
    })
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms))
    return instance
  })
  const timer = setTimeout(() => instances.forEach((instance) => instance.stop()), bounds.durationSeconds * 1000)
  const results = await Promise.all(instances)
  clearTimeout(timer)
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const total = results.reduce((sum, result) => sum + result.requests.total, 0)
  return {
    name: 'estimate',
    path: '/api/cart/estimate',
    requestsPerSecond: total / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    total,
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    load: os.loadavg()[0]!,
  }
}

type OpenSession = { id: string; amount_total: number; metadata: Record<string, string> }

/** The press sessions created at the fake Stripe and not yet paid. */
const openPressSessions = (fake: FakeStripe) =>
  [...fake.sessions.values()].filter(
    (session) => session.status === 'open' && (session.metadata as Record<string, string>)?.purpose === 'press-order',
  ) as unknown as OpenSession[]

/** Runs `task` for 0…count-1, `parallel` at a time. */
async function inParallel(count: number, parallel: number, task: (i: number) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await task(next++)
    }),
  )
}

async function measureWebhook(
  baseUrl: string,
  connections: number,
  fake: FakeStripe,
): Promise<[Measurement, PressReport['webhook']]> {
  const sessions = openPressSessions(fake).slice(0, WEBHOOK_EVENTS)
  if (sessions.length < WEBHOOK_EVENTS)
    throw new Error(`press bench: only ${sessions.length} open sessions to complete`)
  const signer = new Stripe('sk_test_bench_signer')
  const runId = Date.now().toString(36)
  const latencies: number[] = []
  let non2xx = 0
  let errors = 0
  let processed = 0
  const started = performance.now()
  const deadline = started + WEBHOOK_MAX_SECONDS * 1000
  await inParallel(sessions.length, connections, async (i) => {
    if (performance.now() > deadline) return
    const session = sessions[i]!
    const created = Math.floor(Date.now() / 1000)
    const body = JSON.stringify({
      id: `evt_bench_press_${runId}_${i}`,
      object: 'event',
      api_version: '2025-09-30.clover',
      created,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'checkout.session.completed',
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'complete',
          payment_status: 'paid',
          amount_total: session.amount_total,
          currency: 'usd',
          customer_details: { email: CHECKOUT.email, name: ADDRESS.fullName },
          payment_intent: `pi_bench_${runId}_${i}`,
          metadata: session.metadata,
        },
      },
    })
    const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET })
    const start = performance.now()
    try {
      const response = await fetch(`${baseUrl}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
        signal: AbortSignal.timeout(30_000),
      })
      const answer = (await response.json().catch(() => null)) as { status?: string; handledBy?: string } | null
      latencies.push(performance.now() - start)
      if (!response.ok) non2xx++
      else if (answer?.status === 'processed' && answer.handledBy === 'press-orders') processed++
    } catch {
      errors++
    }
  })
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const total = latencies.length + errors
  return [
    {
      name: 'webhook',
      path: '/api/stripe/webhook',
      requestsPerSecond: total / seconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      total,
      non2xx,
      errors,
      load: os.loadavg()[0]!,
    },
    { events: total, processed, seconds },
  ]
}

export async function benchPress(
  baseUrl: string,
  bounds: LoadBounds,
  admin: { email: string; password: string },
  fake: FakeStripe,
): Promise<PressReport> {
  const sku = await createPressBook(baseUrl, await adminAuth(baseUrl, admin))

  console.log('  estimate…')
  const cookies: string[] = []
  for (let i = 0; i < bounds.connections; i++) cookies.push(await newCart(baseUrl, sku))
  // A few sequential requests first, so one-off work (JIT, caches) is not measured.
  for (let i = 0; i < 10; i++) await send(baseUrl, estimate(cookies[0]!))
  const estimated = await measureEstimate(baseUrl, bounds, cookies)

  console.log('  checkout session…')
  for (let i = 0; i < 3; i++) await send(baseUrl, pay(await newCart(baseUrl, sku)))
  const [session] = await runLoad(
    baseUrl,
    bounds,
    [{ name: 'checkout session', path: '/api/cart/pay' }],
    async (_worker, time) => {
      const cookie = await newCart(baseUrl, sku)
      await time('checkout session', pay(cookie))
    },
  )

  const missing = WEBHOOK_EVENTS - openPressSessions(fake).length
  if (missing > 0) {
    console.log(`  ${missing} more checkout sessions for the webhook events (not timed)…`)
    await inParallel(missing, bounds.connections, async () => {
      const answer = await send(baseUrl, pay(await newCart(baseUrl, sku)))
      if (answer.status !== 200)
        throw new Error(`press bench: pay answered ${answer.status} ${JSON.stringify(answer.json)}`)
    })
  }
  console.log(`  webhook: ${WEBHOOK_EVENTS} distinct signed checkout.session.completed events…`)
  const [webhook, webhookFigures] = await measureWebhook(baseUrl, bounds.connections, fake)
  return { http: [estimated, session!, webhook], webhook: webhookFigures }
}

export function printPress(report: PressReport, connections: number) {
  console.log(`\n  Press checkout against a fake Stripe, ${connections} connections, each its own guest cart`)
  printAimTable(report.http, P95_AIMS)
  const w = report.webhook
  console.log(
    `  webhook: ${w.events} events in ${w.seconds.toFixed(1)} s = ${(w.events / w.seconds).toFixed(0)} events/s;` +
      ` ${w.processed} made a press order (aim: all ${WEBHOOK_EVENTS})`,
  )
}
