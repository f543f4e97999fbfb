/**
 * A tiny stand-in for api.stripe.com: records the Checkout Session requests the real Stripe SDK sends
 * and answers like Stripe. Used by the donations integration tests and scripts/bench/donations.ts.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedRequest = {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  /** Stripe's form encoding, flattened: { 'line_items[0][price_data][unit_amount]': '5000', … }. */
  form: Record<string, string>
}

export type FakeStripe = {
  port: number
  requests: RecordedRequest[]
  /** Sessions created so far, retrievable through GET /v1/checkout/sessions/:id. */
  sessions: Map<string, Record<string, unknown>>
  close: () => Promise<void>
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = []
  const sessions = new Map<string, Record<string, unknown>>()
  let counter = 0
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]
      const form = Object.fromEntries(new URLSearchParams(body))
      requests.push({ method: req.method ?? '', path, headers: req.headers, form })
      res.setHeader('Content-Type', 'application/json')
      res.setHeader('Request-Id', `req_fake_${requests.length}`)
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_fake_${++counter}`
        const session = {
          id,
          object: 'checkout.session',
          mode: form.mode,
          url: `https://checkout.stripe.test/c/pay/${id}`,
          amount_total: Number(form['line_items[0][price_data][unit_amount]'] ?? 0),
          currency: 'usd',
          metadata: { purpose: form['metadata[purpose]'], donationInterval: form['metadata[donationInterval]'] },
        }
        sessions.set(id, session)
        res.end(JSON.stringify(session))
        return
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)
      if (req.method === 'GET' && match && sessions.has(match[1])) {
        res.end(JSON.stringify(sessions.get(match[1])))
        return
      }
      res.statusCode = 404
      res.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: `No fake for ${req.method} ${path}` } }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    sessions,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** Points the Stripe SDK at the fake (the app reads these on each client creation). */
export function pointStripeAtFake(fake: FakeStripe, env: NodeJS.ProcessEnv = process.env) {
  Object.assign(env, {
    STRIPE_SECRET_KEY: 'sk_test_fake_key',
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
  })
}
