/**
 * A tiny stand-in for api.stripe.com: records the Checkout Session requests the real Stripe SDK sends
 * and answers like Stripe (create, retrieve, expire), and Billing Portal sessions (create). Used by the donations and press integration tests
 * and scripts/bench/donations.ts and the bench's press section.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

type RecordedRequest = {
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
  sessions: Map<string, Record<string, unknown> & { status?: string }>
  close: () => Promise<void>
}

/** Like Stripe: every line item's unit amount × quantity, plus the first shipping option's fixed amount. */
function amountTotal(form: Record<string, string>): number {
  let total = 0
  for (let i = 0; form[`line_items[${i}][price_data][unit_amount]`] !== undefined; i++)
    total += Number(form[`line_items[${i}][price_data][unit_amount]`]) * Number(form[`line_items[${i}][quantity]`] ?? 1)
  return total + Number(form['shipping_options[0][shipping_rate_data][fixed_amount][amount]'] ?? 0)
}

/** The session's metadata[…] fields, as Stripe stores them. */
const metadataOf = (form: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => {
      const name = /^metadata\[([^\]]+)\]$/.exec(key)?.[1]
      return name ? [[name, value]] : []
    }),
  )

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = []
  const sessions: FakeStripe['sessions'] = new Map()
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
          status: 'open',
          payment_status: 'unpaid',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          amount_total: amountTotal(form),
          currency: 'usd',
          customer_email: form.customer_email ?? null,
          client_reference_id: form.client_reference_id ?? null,
          expires_at: form.expires_at ? Number(form.expires_at) : null,
          metadata: metadataOf(form),
        }
        sessions.set(id, session)
        res.end(JSON.stringify(session))
        return
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const id = `bps_test_fake_${++counter}`
        res.end(
          JSON.stringify({
            id,
            object: 'billing_portal.session',
            customer: form.customer,
            return_url: form.return_url ?? null,
            url: `https://billing.stripe.test/p/session/${id}`,
            livemode: false,
          }),
        )
        return
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)
      if (req.method === 'POST' && expire && sessions.has(expire[1])) {
        const session = sessions.get(expire[1])!
        if (session.status !== 'open') {
          res.statusCode = 400
          res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Session is ${session.status}` } }))
          return
        }
        session.status = 'expired'
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
