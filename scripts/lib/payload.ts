import { getPayload, type Payload } from 'payload'

/**
 * Node 20 runs tsx's module loader on its own thread. While the main thread only awaits a module
 * import, nothing keeps its event loop alive and Node can exit with code 13 ("unsettled top-level
 * await") mid-import, at random, more often on a busy machine. A timer holds the loop open meanwhile.
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
