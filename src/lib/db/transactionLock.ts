/**
 * A first-come-first-served lock for one write transaction at a time, with a wait limit and a lease.
 *
 * Why: on SQLite (libsql) each Payload transaction gets its own connection and the driver is
 * synchronous, so two overlapping write transactions in one process cannot wait for each other:
 * the second fails at once with SQLITE_BUSY. Queuing them in-process turns that failure into a
 * short wait. Across processes SQLite's busy_timeout still applies.
 *
 * The lease: a holder that never releases (a transaction begun and then neither committed nor rolled
 * back, as Payload 3.90's job updates do when their write throws) would otherwise stop every later
 * write of the process for good. After `leaseMs` the lock calls the holder's `onLeaseExpired` (which
 * ends its transaction) and passes to the next in line.
 */
export class TransactionLock {
  private tail: Promise<void> = Promise.resolve()
  private holders = new Map<string, { release: () => void; lease: NodeJS.Timeout }>()

  constructor(
    private readonly waitLimitMs: number,
    private readonly leaseMs = Number.POSITIVE_INFINITY,
  ) {}

  /** Waits for the lock, then holds it under `key` until `release(key)` or the lease runs out. */
  async acquire(key: string, onLeaseExpired?: () => void): Promise<void> {
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
    const lease = setTimeout(
      () => {
        if (!this.holders.has(key)) return
        onLeaseExpired?.()
        this.release(key)
      },
      Math.min(this.leaseMs, 2_147_483_647),
    )
    lease.unref()
    this.holders.set(key, { release, lease })
  }

  release(key: string): void {
    const holder = this.holders.get(key)
    if (!holder) return
    this.holders.delete(key)
    clearTimeout(holder.lease)
    holder.release()
  }

  get held(): number {
    return this.holders.size
  }
}
