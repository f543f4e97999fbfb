/**
 * Job safety (issue 14): racing runners send each email once, a job left processing by a dead runner is
 * retried after its lease, a job whose lease is live is left alone. On PostgreSQL the second runner is a
 * second Payload instance with its own connection pool, as another process would be; on SQLite it is the
 * same instance (one process's cron run and its runByID after commit), since a second libsql writer in the
 * same process would block this one's event loop while it waits for the file lock.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EMAIL_QUEUE } from '../../../src/lib/email/queue'
import { outboxDir } from '../../../src/lib/email/outbox'
import { DEFAULT_JOB_LEASE_SECONDS } from '../../../src/lib/jobs/lease'
import { ORDER_PLACED_EMAIL_TASK } from '../../../src/lib/commerce/orders/placedEmail'
import { createTestPayload, type TestPayload } from '../../helpers/payload'

let t: TestPayload
let second: Payload | undefined
let runners: [Payload, Payload]
let orderCount = 0

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  delete process.env.SENDGRID_API_KEY
  delete process.env.SMTP_URL
  delete process.env.JOB_LEASE_SECONDS
  t = await createTestPayload()
  if (t.kind === 'postgres') {
    const { default: config } = await import('../../../src/payload.config')
    const { getPayload } = await import('payload')
    second = await getPayload({ config, key: 'second-runner', disableOnInit: true })
  }
  runners = [t.payload, second ?? t.payload]
}, 180_000)

afterAll(async () => {
  if (second) {
    // As the helper's shutdown: a pool client still checked out can hold end() for ever.
    const pool = (second.db as unknown as { pool?: { end: () => Promise<void> } }).pool
    await second.destroy()
    if (pool) await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, 3000))])
  }
  await t?.cleanup()
})

/** Subjects of the messages in the local outbox, one per email sent. */
const sentSubjects = () =>
  fs.existsSync(outboxDir())
    ? fs
        .readdirSync(outboxDir())
        .filter((file) => file.endsWith('.json'))
        .map(
          (file) => (JSON.parse(fs.readFileSync(path.join(outboxDir(), file), 'utf8')) as { subject: string }).subject,
        )
    : []

/** Emails whose subject names the order by its short number ('#1042'), followed by a word boundary. */
const sentCount = (shortNumber: string) =>
  sentSubjects().filter((subject) => new RegExp(`${shortNumber}\\b`).test(subject)).length

/** An order and its confirmation email job, queued and not yet run. */
async function queuedEmail() {
  const number = `CLAIM-${++orderCount}-${Date.now()}`
  const order = await t.payload.create({
    collection: 'orders',
    data: { number, email: 'buyer@example.test' } as never,
    overrideAccess: true,
  })
  const job = await t.payload.jobs.queue({
    task: ORDER_PLACED_EMAIL_TASK,
    input: { orderId: String(order.id), kind: 'confirmation' },
    queue: EMAIL_QUEUE,
  })
  return { number: order.shortNumber!, jobId: job.id }
}

type JobRow = { id: number | string; processing?: boolean | null; completedAt?: string | null }
const job = (id: number | string) =>
  t.payload.db.findOne<JobRow>({ collection: 'payload-jobs', where: { id: { equals: id } } })

/** Sets a job as a runner would leave it: processing, last touched `secondsAgo` ago. */
const markProcessing = (id: number | string, secondsAgo: number) =>
  t.payload.db.updateOne({
    collection: 'payload-jobs',
    id,
    data: { processing: true, updatedAt: new Date(Date.now() - secondsAgo * 1000).toISOString() },
  })

/** Runs the email queue until a run finds nothing to claim. */
async function drain(runner: Payload) {
  for (;;) {
    const result = await runner.jobs.run({ queue: EMAIL_QUEUE, limit: 3 })
    if (result.noJobsRemaining) break
  }
}

describe('job claims', () => {
  it('two runners racing over the same queued emails send each one exactly once', async () => {
    const queued = []
    for (let i = 0; i < 8; i++) queued.push(await queuedEmail())
    const [a, b] = runners
    await Promise.all([
      drain(a),
      drain(b),
      ...queued.flatMap(({ jobId }) => [a.jobs.runByID({ id: jobId }), b.jobs.runByID({ id: jobId })]),
    ])
    for (const { number, jobId } of queued) {
      expect(sentCount(number), number).toBe(1)
      expect(await job(jobId), 'completed jobs are deleted').toBeNull()
    }
  })

  it('a job left processing by a dead runner is retried once its lease has run out, and sent once', async () => {
    const { number, jobId } = await queuedEmail()
    await markProcessing(jobId, DEFAULT_JOB_LEASE_SECONDS + 60)
    await Promise.all(runners.map(drain))
    expect(sentCount(number)).toBe(1)
    expect(await job(jobId), 'completed jobs are deleted').toBeNull()
  })

  it('a job whose lease is still live is taken by no runner', async () => {
    const { number, jobId } = await queuedEmail()
    await markProcessing(jobId, 10)
    await Promise.all([...runners.map(drain), ...runners.map((runner) => runner.jobs.runByID({ id: jobId }))])
    expect(sentCount(number)).toBe(0)
    expect(await job(jobId)).toMatchObject({ processing: true, completedAt: null })
  })
})
