import type { DatabaseAdapterObj, Payload, PayloadRequest } from 'payload'

type TransactionID = number | Promise<number | string> | string
type Task = { label: string; run: () => Promise<unknown> }

type TransactionalAdapter = {
  sessions: Record<string, unknown>
  commitTransaction: (id: TransactionID) => Promise<void>
  rollbackTransaction: (id: TransactionID) => Promise<void>
}

type Registry = {
  /** Work waiting for its transaction to commit, per database adapter (payload.db) and transaction id. */
  waiting: WeakMap<object, Map<string, Task[]>>
  /** Work started after a commit and not finished yet, per database adapter: what a shutdown waits for. */
  running: WeakMap<object, Set<Promise<void>>>
}

/**
 * One registry per process, under a registered symbol rather than in this module: Next bundles server code per
 * route, so the admin's server actions (Restock) hold a copy of this module of their own, while every copy
 * shares the one Payload instance whose adapter was registered by the copy that booted it.
 */
const REGISTRY = Symbol.for('art.afterCommit.registry')
const processGlobal = globalThis as typeof globalThis & { [REGISTRY]?: Registry }
const registry = (processGlobal[REGISTRY] ??= { waiting: new WeakMap(), running: new WeakMap() })
const waitingByAdapter = registry.waiting
const runningByAdapter = registry.running

const start = (payload: Payload, { label, run }: Task) => {
  const running = runningByAdapter.get(payload.db) ?? new Set<Promise<void>>()
  runningByAdapter.set(payload.db, running)
  const work: Promise<void> = run()
    .then(() => undefined)
    .catch((error: unknown) => payload.logger.error({ err: error }, `${label} failed after commit`))
    .finally(() => running.delete(work))
  running.add(work)
}

/**
 * Waits (at most `timeoutMs`) for the work started after commits to finish, so that closing the database's
 * connections does not cut it off mid-query: a stopping server and a test's cleanup call it before
 * payload.destroy(). Resolves true when nothing is left running.
 */
export async function settleAfterCommitWork(payload: Payload, timeoutMs: number): Promise<boolean> {
  const running = runningByAdapter.get(payload.db)
  const deadline = Date.now() + timeoutMs
  // Work may start more work (an email job queueing another): wait until the set stays empty.
  while (running?.size) {
    const left = deadline - Date.now()
    if (left <= 0) return false
    await Promise.race([Promise.allSettled([...running]), new Promise((resolve) => setTimeout(resolve, left))])
  }
  return true
}

/**
 * Runs `task` once the transaction `req` is in has committed, once; never when it rolls back. Without a
 * transaction (a write already committed) it runs at once. Not awaited by the commit: errors are logged.
 *
 * Why: Payload has no after-commit hook (afterChange and afterOperation run inside the transaction), and work
 * such as running a job queued in that transaction must see the committed rows. The work itself is durable
 * where it matters: a job queued in the transaction is picked up by the email queue's runner if this process
 * dies before running it.
 */
export async function afterCommit(req: PayloadRequest, label: string, task: () => Promise<unknown>): Promise<void> {
  const waiting = waitingByAdapter.get(req.payload.db)
  if (!waiting)
    throw new Error('afterCommit needs the database adapter built by databaseAdapter() (src/lib/db/adapter.ts)')
  const id = req.transactionID === undefined ? undefined : String(await req.transactionID)
  if (id === undefined) return start(req.payload, { label, run: task })
  const tasks = waiting.get(id) ?? []
  tasks.push({ label, run: task })
  waiting.set(id, tasks)
}

/**
 * Gives the adapter the commit notice afterCommit() needs: whoever commits the transaction (our own code with
 * commitTransaction(req), or Payload's operation that began it) starts its waiting work right after the
 * database has committed; a rollback, an aborted session or a commit that throws drops that work.
 */
export function runWorkAfterCommit<T extends DatabaseAdapterObj>(adapterObj: T): T {
  return {
    ...adapterObj,
    init: (args: { payload: Payload }) => {
      const adapter = adapterObj.init(args) as unknown as TransactionalAdapter
      const waiting = new Map<string, Task[]>()
      waitingByAdapter.set(adapter, waiting)
      const { commitTransaction, rollbackTransaction } = adapter
      const take = (id: string) => {
        const tasks = waiting.get(id) ?? []
        waiting.delete(id)
        return tasks
      }
      adapter.commitTransaction = async (id) => {
        const key = String(await id)
        // Payload's commit of a session that is gone (already rolled back) does nothing: neither does its work.
        const live = key in adapter.sessions
        const tasks = take(key)
        await commitTransaction.call(adapter, id)
        if (live) for (const task of tasks) start(args.payload, task)
      }
      adapter.rollbackTransaction = async (id) => {
        take(String(await id))
        await rollbackTransaction.call(adapter, id)
      }
      return adapter as unknown as ReturnType<T['init']>
    },
  } as T
}
