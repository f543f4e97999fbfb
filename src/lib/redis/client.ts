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
  client.connect().catch(() => {
    // Reported by the 'error' listener; the client goes on reconnecting.
  })
  return client
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
