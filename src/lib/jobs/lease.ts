import { z } from 'zod'

/**
 * Job leases. A runner that claims a job marks it `processing` and keeps its `updatedAt` fresh while it
 * works (every Payload write to the job sets it, and the claiming adapter renews it); a job still
 * `processing` whose `updatedAt` is older than the lease belongs to a runner that died, and may be taken
 * again. The database re-checks the same condition in the claiming UPDATE (src/lib/db/jobClaims.ts), so
 * two runners deciding at once cannot both win.
 */

export const DEFAULT_JOB_LEASE_SECONDS = 300
const DEFAULT_WORKER_POLL_SECONDS = 5

export type JobLeaseFields = {
  processing?: boolean | null
  completedAt?: string | null
  hasError?: boolean | null
  updatedAt: string
}

/**
 * free: waiting for a runner. held: a live runner has it. expired: its runner stopped renewing the lease
 * (died or hung) and it may be run again. finished: completed or failed for good, never run again.
 */
export type JobLeaseState = 'free' | 'held' | 'expired' | 'finished'

export function jobLeaseState(job: JobLeaseFields, now: Date, leaseMs: number): JobLeaseState {
  if (job.completedAt || job.hasError) return 'finished'
  if (!job.processing) return 'free'
  return Date.parse(job.updatedAt) <= Date.parse(leaseCutoff(now, leaseMs)) ? 'expired' : 'held'
}

/** A processing job last touched at or before this instant has lost its lease (the SQL side of jobLeaseState). */
export const leaseCutoff = (now: Date, leaseMs: number): string => new Date(now.getTime() - leaseMs).toISOString()

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback)

const settingsSchema = z.object({
  JOB_LEASE_SECONDS: seconds(DEFAULT_JOB_LEASE_SECONDS),
  WORKER_POLL_SECONDS: seconds(DEFAULT_WORKER_POLL_SECONDS),
})

export type JobRunnerSettings = { leaseMs: number; renewEveryMs: number; pollMs: number }

/**
 * JOB_LEASE_SECONDS (default 300) and WORKER_POLL_SECONDS (default 5). The lease is renewed three times
 * per lease, so one missed renewal (a busy database, a long GC pause) does not lose it.
 */
export function jobRunnerSettings(env: Record<string, string | undefined> = process.env): JobRunnerSettings {
  const parsed = settingsSchema.safeParse({
    JOB_LEASE_SECONDS: env.JOB_LEASE_SECONDS || undefined,
    WORKER_POLL_SECONDS: env.WORKER_POLL_SECONDS || undefined,
  })
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')
    throw new Error(`${names}: expected a whole number of seconds above 0`)
  }
  const leaseMs = parsed.data.JOB_LEASE_SECONDS * 1000
  return { leaseMs, renewEveryMs: Math.ceil(leaseMs / 3), pollMs: parsed.data.WORKER_POLL_SECONDS * 1000 }
}
