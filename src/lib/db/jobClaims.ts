// One drizzle-orm build serves both adapters' query builders (Payload's own drizzle package builds SQL
// for either dialect the same way); these fragments are dialect-neutral.
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { DatabaseAdapterObj, Payload, PayloadRequest, Sort, Where } from 'payload'

import {
  jobLeaseState,
  jobRunnerSettings,
  leaseCutoff,
  type JobLeaseFields,
  type JobRunnerSettings,
} from '../jobs/lease'

const JOBS = 'payload-jobs'

type Id = number | string
type TransactionID = number | Promise<number | string> | string
type Req = Partial<Pick<PayloadRequest, 'transactionID'>>
type JobDoc = JobLeaseFields & { id: Id; taskSlug?: string | null } & Record<string, unknown>

type UpdateJobsArgs = {
  id?: Id
  data: Record<string, unknown>
  limit?: number
  req?: Req
  returning?: boolean
  sort?: Sort
  where?: Where
}

type DrizzleDb = {
  update: (table: unknown) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: unknown) => { returning: (fields: Record<string, unknown>) => Promise<{ id: Id }[]> }
    }
  }
}

type JobsTable = Record<'id' | 'processing' | 'updatedAt' | 'completedAt' | 'hasError', unknown>

type Adapter = {
  payload: Payload
  drizzle: DrizzleDb
  sessions: Record<string, { db: DrizzleDb } | undefined>
  tables: Record<string, JobsTable>
  beginTransaction: () => Promise<null | number | string>
  commitTransaction: (id: TransactionID) => Promise<void>
  rollbackTransaction: (id: TransactionID) => Promise<void>
  find: (args: {
    collection: string
    where?: Where
    limit?: number
    pagination?: boolean
    sort?: Sort
    req?: Req
  }) => Promise<{ docs: JobDoc[] }>
  updateJobs: (args: UpdateJobsArgs) => Promise<Record<string, unknown>[] | null>
  destroy?: () => Promise<void>
}

/**
 * Makes Payload's job claim atomic, and gives it a lease.
 *
 * Payload 3.90 claims jobs in `updateJobs({ data: { processing: true } })`: it selects the runnable jobs,
 * then writes `processing: true` to each by id, without re-checking that the job is still free. Two
 * runners (two instances' autoRun, the worker, a `runByID` after commit) that select the same job both
 * run it: the email goes out twice. `runByID` does not even check that the job is pending. And a runner
 * killed mid-job leaves it `processing`, which no runner selects again.
 *
 * Here a claim is a conditional UPDATE per job (`… WHERE id = ? AND processing = false AND completed_at IS
 * NULL …`, or for an expired lease `processing = true AND updated_at <= cutoff`) that returns the row only
 * to the runner whose statement changed it. The database decides the race: SQLite runs one writer at a
 * time, PostgreSQL makes the second UPDATE wait for the first's row lock and then re-evaluates its WHERE
 * on the new row, which no longer matches. Only jobs claimed that way are handed back to Payload's runner.
 * Before each batch, jobs whose lease expired (see src/lib/jobs/lease.ts) are released to pending. While
 * this process runs a claimed job it renews the lease, so a long job is not taken from a live runner.
 *
 * What a lease cannot give: a runner that dies after sending but before recording the job as done leaves
 * a job that is sent again after the lease. That is the price of retrying jobs of dead runners at all.
 */
export function atomicJobClaims<T extends DatabaseAdapterObj>(
  adapterObj: T,
  settings: JobRunnerSettings = jobRunnerSettings(),
): T {
  return {
    ...adapterObj,
    init: (args: { payload: Payload }) => {
      const { jobs } = args.payload.config
      // With either set, Payload updates jobs through payload.update(), which never reaches the claim below.
      if (jobs?.runHooks || jobs?.depth) throw new Error('Atomic job claims need jobs.runHooks and jobs.depth unset')
      const adapter = adapterObj.init(args) as unknown as Adapter
      const claims = new JobClaims(adapter, adapter.updateJobs, settings)
      const { destroy } = adapter
      adapter.updateJobs = (updateArgs) => claims.updateJobs(updateArgs)
      adapter.destroy = async () => {
        claims.stopRenewing()
        await destroy?.call(adapter)
      }
      return adapter as unknown as ReturnType<T['init']>
    },
  } as T
}

class JobClaims {
  /** Jobs this process claimed and has not yet finished: their leases are renewed. */
  private readonly held = new Map<string, Id>()
  private renewTimer: NodeJS.Timeout | undefined

  constructor(
    private readonly adapter: Adapter,
    private readonly passThrough: Adapter['updateJobs'],
    private readonly settings: JobRunnerSettings,
  ) {}

  async updateJobs(args: UpdateJobsArgs): Promise<Record<string, unknown>[] | null> {
    const keys = Object.keys(args.data)
    const isClaim = args.data.processing === true && keys.every((key) => key === 'processing' || key === 'updatedAt')
    if (!isClaim) {
      const done = args.data.processing === false || !!args.data.completedAt || args.data.hasError === true
      if (args.id !== undefined && done) this.held.delete(String(args.id))
      return this.passThrough.call(this.adapter, args)
    }
    const claimed = await this.inTransaction(args.req, (db, req) =>
      args.id !== undefined ? this.claimById(db, req, args.id) : this.claimNext(db, req, args),
    )
    this.hold(claimed.map((job) => job.id))
    return args.returning === false ? null : claimed
  }

  stopRenewing() {
    clearInterval(this.renewTimer)
    this.renewTimer = undefined
  }

  private async claimById(db: DrizzleDb, req: Req, id: Id): Promise<JobDoc[]> {
    const [job] = await this.find(req, { id: { equals: id } }, 1)
    if (!job) return []
    const now = new Date()
    const state = jobLeaseState(job, now, this.settings.leaseMs)
    if (state !== 'free' && state !== 'expired') return []
    return (await this.compareAndSet(db, job.id, state, now, true)) ? this.find(req, { id: { equals: id } }, 1) : []
  }

  private async claimNext(db: DrizzleDb, req: Req, args: UpdateJobsArgs): Promise<JobDoc[]> {
    await this.releaseExpired(db, req)
    const candidates = await this.find(req, args.where, args.limit ?? 0, args.sort)
    const now = new Date()
    const won: string[] = []
    for (const job of candidates) {
      if (jobLeaseState(job, now, this.settings.leaseMs) !== 'free') continue
      if (await this.compareAndSet(db, job.id, 'free', now, true)) won.push(String(job.id))
    }
    if (!won.length) return []
    const docs = await this.find(req, { id: { in: won } }, 0)
    const byId = new Map(docs.map((doc) => [String(doc.id), doc]))
    return won.map((id) => byId.get(id)).filter((doc): doc is JobDoc => !!doc)
  }

  /** Puts jobs whose runner stopped renewing the lease back to pending, where any runner can pick them up. */
  private async releaseExpired(db: DrizzleDb, req: Req) {
    const processing = await this.find(
      req,
      {
        and: [{ processing: { equals: true } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }],
      },
      0,
      'id',
    )
    const now = new Date()
    for (const job of processing) {
      if (jobLeaseState(job, now, this.settings.leaseMs) !== 'expired') continue
      if (await this.compareAndSet(db, job.id, 'expired', now, false)) {
        this.adapter.payload.logger.warn(
          `Job ${job.id} (${job.taskSlug ?? 'workflow'}) was processing since ${job.updatedAt} and its runner ` +
            `stopped renewing its ${this.settings.leaseMs / 1000} s lease: released for a retry`,
        )
      }
    }
  }

  /**
   * Sets `processing` on the job only if it is still in `state` (the database re-checks what jobLeaseState
   * decided); true when this statement changed the row.
   */
  private async compareAndSet(db: DrizzleDb, id: Id, state: 'free' | 'expired', now: Date, processing: boolean) {
    const t = this.table
    const still =
      state === 'free'
        ? sql`(${t.processing} = FALSE OR ${t.processing} IS NULL)`
        : sql`${t.processing} = TRUE AND ${t.updatedAt} <= ${leaseCutoff(now, this.settings.leaseMs)}`
    const rows = await db
      .update(t)
      .set({ processing, updatedAt: now.toISOString() })
      .where(sql`${t.id} = ${id} AND ${t.completedAt} IS NULL AND ${t.hasError} IS NOT TRUE AND ${still}`)
      .returning({ id: t.id })
    return rows.length === 1
  }

  private hold(ids: Id[]) {
    for (const id of ids) this.held.set(String(id), id)
    if (!this.held.size || this.renewTimer) return
    this.renewTimer = setInterval(() => void this.renew(), this.settings.renewEveryMs)
    // Renewal never keeps a process alive on its own.
    this.renewTimer.unref()
  }

  /** Refreshes the lease of every job this process still runs; forgets those no longer processing. */
  private async renew() {
    if (!this.held.size) return this.stopRenewing()
    const t = this.table
    try {
      await this.inTransaction(undefined, async (db) => {
        for (const [key, id] of [...this.held]) {
          const rows = await db
            .update(t)
            .set({ updatedAt: new Date().toISOString() })
            .where(sql`${t.id} = ${id} AND ${t.processing} = TRUE AND ${t.completedAt} IS NULL`)
            .returning({ id: t.id })
          if (!rows.length) this.held.delete(key)
        }
      })
    } catch (error) {
      // The next renewal tries again; only a lease with no renewal at all runs out.
      this.adapter.payload.logger.error({ err: error }, 'Renewing job leases failed')
    }
  }

  private get table(): JobsTable {
    const table = this.adapter.tables.payload_jobs
    if (!table) throw new Error('The payload_jobs table is missing from the database schema')
    return table
  }

  private async find(req: Req, where: Where | undefined, limit: number, sort?: Sort): Promise<JobDoc[]> {
    const result = await this.adapter.find({ collection: JOBS, where, limit, pagination: false, sort, req })
    return result.docs
  }

  /**
   * Runs `work` in the caller's transaction when there is one (Payload claims inside a transaction it
   * begins; on SQLite that transaction holds this process's write queue, so opening another would wait
   * for ever), else in a transaction of its own.
   */
  private async inTransaction<R>(req: Req | undefined, work: (db: DrizzleDb, req: Req) => Promise<R>): Promise<R> {
    const callerId = req?.transactionID !== undefined ? await req.transactionID : undefined
    const session = callerId !== undefined ? this.adapter.sessions[String(callerId)] : undefined
    if (session) return work(session.db, { transactionID: callerId })
    const ownId = await this.adapter.beginTransaction()
    if (ownId === null) return work(this.adapter.drizzle, {})
    try {
      const own = this.adapter.sessions[String(ownId)]
      if (!own) throw new Error(`Transaction ${ownId} has no session`)
      const result = await work(own.db, { transactionID: ownId })
      await this.adapter.commitTransaction(ownId)
      return result
    } catch (error) {
      await this.adapter.rollbackTransaction(ownId)
      throw error
    }
  }
}
