/**
 * A first-come-first-served lock for one write transaction at a time, with a wait limit.
 *
 * Why: on SQLite (libsql) each Payload transaction gets its own connection and the driver is
 * synchronous, so two overlapping write transactions in one process cannot wait for each other:
 * the second fails at once with SQLITE_BUSY. Queuing them in-process turns that failure into a
 * short wait. Across processes SQLite's busy_timeout still applies.
 */
export class TransactionLock {
  private tail: Promise<void> = Promise.resolve()
  private releases = new Map<string, () => void>()

  constructor(private readonly waitLimitMs: number) {}

  /** Waits for the lock, then holds it under `key` until `release(key)`. */
  async acquire(key: string): Promise<void> {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const previous = this.tail
    this.tail = previous.then(() => held)
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Waited ${this.waitLimitMs} ms for another database write to finish`)),
        this.waitLimitMs,
      )
    })
    try {
      await Promise.race([previous, timedOut])
    } catch (error) {
      // Give up our place without blocking those queued behind us.
      release()
      throw error
    } finally {
      clearTimeout(timer)
    }
    this.releases.set(key, release)
  }

  release(key: string): void {
    const release = this.releases.get(key)
    if (!release) return
    this.releases.delete(key)
    release()
  }

  get held(): number {
    return this.releases.size
  }
}
