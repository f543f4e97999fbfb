import type { PayloadRequest } from 'payload'

const POLL_MS = 25
const GIVE_UP_MS = 60_000

/**
 * Runs `task` once the request's transaction has ended (Payload deletes req.transactionID on commit and on
 * rollback; it has no after-commit hook). Work started from a hook that must see the committed rows, such as
 * running a job queued in that transaction, goes through here. Not awaited by the caller: errors are logged.
 */
export function afterCommit(req: PayloadRequest, label: string, task: () => Promise<unknown>): void {
  const started = Date.now()
  const run = async () => {
    while (req.transactionID && Date.now() - started < GIVE_UP_MS) await new Promise((r) => setTimeout(r, POLL_MS))
    await task()
  }
  void run().catch((error: unknown) => req.payload.logger.error({ err: error }, `${label} failed after commit`))
}
