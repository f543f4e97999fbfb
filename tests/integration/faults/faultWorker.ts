/**
 * The server half of the kill -9 test (kill-during-orders.test.ts), run as a child process it SIGKILLs:
 * boots Payload on the test's database (the parent passes DATABASE_URL and the rest of its env) and sends each
 * request of the plan to the real route handlers, one after another, printing `begin <id>` before and
 * `ack <id> <status>` after each, as a server answers HTTP requests. What was not acknowledged when the
 * process died is sent again by the parent to the next process, as a browser retry or Stripe's redelivery.
 */
import fs from 'node:fs'

export type PlannedRequest =
  | { id: string; kind: 'complete'; token: string; cartNumber: string }
  | { id: string; kind: 'webhook'; body: string; signature: string }

const plan = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as PlannedRequest[]

const { getPayloadClient } = await import('../../../src/lib/payload')
await getPayloadClient()
const complete = (await import('../../../src/app/(site)/api/cart/complete/route')).POST
const webhook = (await import('../../../src/app/(site)/api/stripe/webhook/route')).POST
console.log('ready')

for (const request of plan) {
  console.log(`begin ${request.id}`)
  const response =
    request.kind === 'complete'
      ? await complete(
          new Request('http://localhost/api/cart/complete', {
            method: 'POST',
            headers: { authorization: `JWT ${request.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ number: request.cartNumber }),
          }),
        )
      : await webhook(
          new Request('http://localhost/api/stripe/webhook', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': request.signature },
            body: request.body,
          }),
        )
  console.log(`ack ${request.id} ${response.status}`)
}
console.log('done')
process.exit(0)
