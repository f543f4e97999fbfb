import type { Payload } from 'payload'

import { settleAfterCommitWork } from '../db/afterCommit'

/** A job-runner cron as Payload keeps it (croner's Cron): stop() ends its schedule, not the run under way. */
type JobCron = { stop: () => void; isBusy: () => boolean }

const POLL_MS = 100

async function whileBusy(crons: JobCron[], deadline: number): Promise<boolean> {
  while (crons.some((cron) => cron.isBusy())) {
    if (Date.now() >= deadline) return false
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  return true
}

/**
 * A stopping server's last Payload work, within timeoutMs: the job runner starts no new run and the run under
 * way finishes (a job it could not finish keeps its lease and is taken again once the lease expires:
 * src/lib/jobs/lease.ts), the work started after commits finishes (an order's emails), then payload.destroy()
 * closes the database pools. Payload's own destroy() stops the crons but does not wait for a run under way.
 */
export async function drainPayload(payload: Payload, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  const crons = (payload as unknown as { crons: JobCron[] }).crons
  for (const cron of crons) cron.stop()
  const jobsDone = await whileBusy(crons, deadline)
  const workDone = await settleAfterCommitWork(payload, Math.max(0, deadline - Date.now()))
  await payload.destroy()
  if (!jobsDone) throw new Error('the job runner was still running a job (its lease lets another runner take it)')
  if (!workDone) throw new Error('work started after a commit was still running')
}
