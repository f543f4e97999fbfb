/**
 * `npx tsx scripts/bench/donations.ts [--requests N] [--concurrency C]`
 * Latency of the donation payment paths, in process on a throwaway migrated SQLite database:
 *   create-checkout-session: validation + the real Stripe SDK against a local fake Stripe server
 *   webhook: signature check on the raw body + de-duplication + recording the donation
 * Prints p50/p95/p99 in ms. Bounded (default 200 requests per path, at most 2000). Figures only.
 */
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'

import Stripe from 'stripe'

import { startFakeStripe, pointStripeAtFake } from '../../tests/integration/donations/fakeStripe'
import { createTestPayload } from '../../tests/helpers/payload'
import { percentile } from './percentile'

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '200' }, concurrency: { type: 'string', default: '4' } },
})
const requests = Math.min(Math.max(Number(values.requests) || 200, 10), 2000)
const concurrency = Math.min(Math.max(Number(values.concurrency) || 4, 1), 32)

process.env.JOBS_AUTORUN = 'false'
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_bench'
process.env.SERVER_URL = 'http://127.0.0.1:3000'


async function measure(name: string, run: (i: number) => Promise<void>) {
  for (let i = 0; i < 10; i++) await run(-1 - i) // warm-up: JIT, SDK and statement caches
  const times: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const i = next++
        const start = performance.now()
        await run(i)
        times.push(performance.now() - start)
      }
    }),
  )
  const wall = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  const fmt = (ms: number) => ms.toFixed(1).padStart(7)
  console.log(
    `${name.padEnd(26)} n=${times.length} c=${concurrency}  p50 ${fmt(percentile(times, 50))} ms  p95 ${fmt(percentile(times, 95))} ms  p99 ${fmt(percentile(times, 99))} ms  ${(times.length / wall).toFixed(0)} req/s`,
  )
}

const t = await createTestPayload()
const fake = await startFakeStripe()
try {
  const { createDonationCheckout } = await import('../../src/lib/donations/createCheckout')
  const { processStripeEvent, verifyStripeEvent } = await import('../../src/lib/commerce/payments/webhooks')
  const { stripeEventHandlers } = await import('../../src/lib/commerce/payments/eventHandlers')

  pointStripeAtFake(fake)
  await measure('create-checkout-session', async (i) => {
    const interval = (['single', 'monthly', 'annual'] as const)[Math.abs(i) % 3]
    await createDonationCheckout(t.payload, {
      amount: 25 + (Math.abs(i) % 200),
      interval,
      currency: 'USD',
      mode: interval === 'single' ? 'payment' : 'subscription',
    })
  })

  const signer = new Stripe('sk_test_bench')
  const runId = Date.now().toString(36)
  await measure('webhook (new event)', async (i) => {
    const body = JSON.stringify({
      id: `evt_bench_${runId}_${i}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: `cs_bench_${runId}_${i}`,
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          amount_total: 5000,
          currency: 'usd',
          customer_details: { email: `donor${i}@example.org`, name: 'Bench Donor' },
          metadata: { purpose: 'donation', donationInterval: 'single' },
        },
      },
    })
    const header = signer.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_bench' })
    const result = await processStripeEvent(t.payload, verifyStripeEvent(body, header), stripeEventHandlers)
    if (result.status !== 'processed') throw new Error(`unexpected ${result.status}`)
  })

  const duplicate = JSON.stringify({
    id: `evt_bench_${runId}_0`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { id: `cs_bench_${runId}_0`, object: 'checkout.session', metadata: { purpose: 'donation' } } },
  })
  await measure('webhook (duplicate event)', async () => {
    const header = signer.webhooks.generateTestHeaderString({ payload: duplicate, secret: 'whsec_bench' })
    await processStripeEvent(t.payload, verifyStripeEvent(duplicate, header), stripeEventHandlers)
  })
  const { totalDocs } = await t.payload.count({ collection: 'donations' })
  console.log(`donations recorded: ${totalDocs} (expected ${requests + 10})`)
} finally {
  await fake.close()
  await t.cleanup()
}
process.exit(0)
