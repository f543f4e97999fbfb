import { getPayload, type Payload } from 'payload'

/**
 * Holds the event loop open while Payload loads. The random hangs and exit-13 ("unsettled top-level
 * await") seen here came from Lexical's "node" entry points, whose top-level `await import()`s can
 * deadlock Node 20's ESM loader; every npm script therefore runs with --conditions=production, which
 * resolves Lexical's plain builds. This timer only keeps a slow load from being mistaken for a stall.
 */
export async function whileLoading<T>(work: () => Promise<T>): Promise<T> {
  const keepAlive = setInterval(() => {}, 60_000)
  try {
    return await work()
  } finally {
    clearInterval(keepAlive)
  }
}

/** Boots Payload for a script. Always pair with `payload.destroy()` or Postgres keeps the process alive. */
export async function bootPayload(options: { connect?: boolean } = {}): Promise<Payload> {
  return whileLoading(async () => {
    const { default: config } = await import('../../src/payload.config')
    return getPayload({ config, disableDBConnect: options.connect === false, disableOnInit: true })
  })
}
