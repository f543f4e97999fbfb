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
