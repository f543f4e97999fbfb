import { createClient } from 'redis'

export type RedisClient = ReturnType<typeof createClient>

const WARN_EVERY_MS = 60_000

/**
 * A connected-on-demand client for REDIS_URL. Commands fail at once while Redis is unreachable (no offline
 * queue), so a caller can fall back instead of waiting; the client keeps reconnecting in the background.
 * Connection errors are logged at most once a minute: a Redis outage must not flood the log.
 */
export function createRedisClient(url: string, logPrefix = '[redis]'): RedisClient {
  let lastWarning = 0
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(200 * (retries + 1), 5_000) },
  })
  client.on('error', (error: Error) => {
    if (Date.now() - lastWarning < WARN_EVERY_MS) return
    lastWarning = Date.now()
    console.warn(`${logPrefix} ${error.message || String(error)}`)
  })
  const connected = client.connect().then(
    () => undefined,
    () => undefined, // reported by the 'error' listener; the client goes on reconnecting
  )
  const grace = new Promise<void>((resolve) => setTimeout(resolve, STARTUP_GRACE_MS).unref())
  startups.set(client, Promise.race([connected, grace]))
  return client
}

/** How long the first commands of a new client wait for its first connection (once, counted from its creation). */
const STARTUP_GRACE_MS = 1_000
const startups = new WeakMap<RedisClient, Promise<void>>()

/**
 * Resolves once the client's first connection is made or its startup grace has passed: without the offline
 * queue, a command sent in the first milliseconds of a process would otherwise fail before Redis could answer.
 * Later calls, even during an outage, resolve at once.
 */
export function clientStarted(client: RedisClient): Promise<void> {
  return startups.get(client) ?? Promise.resolve()
}

const SHARED = Symbol.for('art.redis.shared')
type Holder = { [SHARED]?: { url: string; client: RedisClient } }

/**
 * One client per server process for REDIS_URL (kept on globalThis: Next may load this module once per route
 * bundle, and each copy must not open its own connection). Undefined when REDIS_URL is unset.
 */
export function sharedRedisClient(url = process.env.REDIS_URL?.trim()): RedisClient | undefined {
  if (!url) return undefined
  const holder = globalThis as Holder
  if (holder[SHARED]?.url !== url) holder[SHARED] = { url, client: createRedisClient(url) }
  return holder[SHARED].client
}
