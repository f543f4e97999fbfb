/**
 * Staff 'Forgot password' in the admin (Payload's REST /api/users/forgot-password, run in its own transaction):
 * it answers promptly and the reset email goes out, with the local outbox and with a mail service that is down
 * (then the email is queued for a retry). On SQLite the email's own write must not wait for the transaction
 * that is sending it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'

import { settlePayloadEmails } from '@/lib/email/payloadAdapter'

import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createStaffUser } from '../../helpers/users'

let t: TestPayload
let post: (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

beforeAll(async () => {
  t = await createTestPayload()
  const { default: config } = await import('../../../src/payload.config')
  const { REST_POST } = await import('@payloadcms/next/routes')
  post = REST_POST(config) as typeof post
}, 120_000)
afterAll(async () => {
  await t?.cleanup()
})

const forgotPassword = (email: string) =>
  post(
    new Request('http://127.0.0.1/api/users/forgot-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    }),
    { params: Promise.resolve({ slug: ['users', 'forgot-password'] }) },
  )

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now()
  const value = await work()
  return { value, ms: Date.now() - started }
}

it('answers and records the reset email in the outbox when no mail service is configured', async () => {
  const staff = await createStaffUser(t.payload, 'editor')
  const { value: response, ms } = await timed(() => forgotPassword(staff.email))
  expect(response.status).toBe(200)
  // Far below the 10 s SQLite busy timeout a blocked write would wait for.
  expect(ms).toBeLessThan(8000)
  await settlePayloadEmails()
  const outbox = await t.payload.find({ collection: 'email-outbox', where: { to: { contains: staff.email } }, limit: 5 })
  expect(outbox.docs.length).toBe(1)
}, 60_000)

it('answers and queues the reset email for a retry when the mail service is down', async () => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:9'
  try {
    const staff = await createStaffUser(t.payload, 'editor')
    const { value: response, ms } = await timed(() => forgotPassword(staff.email))
    expect(response.status).toBe(200)
    expect(ms).toBeLessThan(8000)
    await settlePayloadEmails()
    const jobs = await t.payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmailMessage' } }, limit: 10 })
    expect(jobs.docs.some((job) => JSON.stringify(job.input).includes(staff.email))).toBe(true)
  } finally {
    delete process.env.SMTP_URL
  }
}, 60_000)
