/**
 * `npm run worker` (scripts/worker.ts) as a process of its own on the test database: it sends a queued
 * email, and SIGTERM stops it cleanly.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EMAIL_QUEUE } from '../../../src/lib/email/queue'
import { outboxDir } from '../../../src/lib/email/outbox'
import { ORDER_PLACED_EMAIL_TASK } from '../../../src/lib/commerce/orders/placedEmail'
import { createTestPayload, type TestPayload } from '../../helpers/payload'

const ROOT = path.resolve(import.meta.dirname, '../../..')

let t: TestPayload
let worker: ChildProcess | undefined
let output = ''

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  delete process.env.SENDGRID_API_KEY
  delete process.env.SMTP_URL
  t = await createTestPayload()
}, 180_000)

afterAll(async () => {
  if (worker && worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL')
  await t?.cleanup()
})

const waitFor = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) => {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}. Worker output:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const outboxSubjects = () =>
  fs.existsSync(outboxDir())
    ? fs
        .readdirSync(outboxDir())
        .filter((file) => file.endsWith('.json'))
        .map(
          (file) => (JSON.parse(fs.readFileSync(path.join(outboxDir(), file), 'utf8')) as { subject: string }).subject,
        )
    : []

describe('npm run worker', () => {
  it('runs a queued email job, and stops on SIGTERM with exit code 0', async () => {
    // `npm run worker`'s command without npm and cross-env in front, so the signal reaches the worker itself.
    worker = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        WORKER_POLL_SECONDS: '1',
        NODE_OPTIONS: '--no-deprecation --disable-proto=delete --conditions=production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    worker.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    worker.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => worker?.once('exit', (code) => resolve(code)))
    await waitFor('the worker to start', () => output.includes('Job worker:'), 150_000)

    const number = `WORKER-${Date.now()}`
    const order = await t.payload.create({
      collection: 'orders',
      data: { number, email: 'buyer@example.test' } as never,
      overrideAccess: true,
    })
    await t.payload.jobs.queue({
      task: ORDER_PLACED_EMAIL_TASK,
      input: { orderId: String(order.id), kind: 'confirmation' },
      queue: EMAIL_QUEUE,
    })
    // The subject names the order by its short number (#1000 + id).
    const shortNumber = order.shortNumber!
    await waitFor('the email', () => outboxSubjects().some((subject) => subject.includes(shortNumber)), 60_000)
    expect(outboxSubjects().filter((subject) => subject.includes(shortNumber))).toHaveLength(1)

    worker.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(output).toContain('Job worker stopped')
  }, 300_000)
})
