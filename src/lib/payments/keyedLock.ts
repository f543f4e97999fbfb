/**
 * Runs tasks with the same key one after another within this process.
 */
const tails = new Map<string, Promise<unknown>>()

export async function withKeyedLock<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve()
  const run = previous.then(task, task)
  const tail = run.catch(() => undefined)
  tails.set(key, tail)
  try {
    return await run
  } finally {
    if (tails.get(key) === tail) tails.delete(key)
  }
}

/**
 * Payment and form writes of this process, one at a time. Besides keeping each event's
 * read-then-write steps whole, this matters on SQLite: concurrent Payload transactions on libsql
 * fail at once with SQLITE_BUSY instead of waiting (busy_timeout does not reach transaction
 * connections), so parallel webhook deliveries would otherwise be refused. Across instances the
 * unique indexes (event id, session id, invoice id) still prevent double records.
 */
export const withWriteLock = <T>(task: () => Promise<T>): Promise<T> => withKeyedLock('payments-and-forms', task)
