import { createClient } from 'redis'

/**
 * The Redis cache handler keeps an in-memory map of every entry's tags and learns from Redis keyspace
 * notifications when an entry expires or is evicted (`notify-keyspace-events` with E, and x+e or A); it
 * refuses to start without them. Redis ships with notifications off.
 */

/** The `notify-keyspace-events` value to set so the handler's events are on, keeping what was on; null when they already are. */
export function keyspaceEventsWith(current: string): string | null {
  const flags = new Set(current)
  const keyevents = flags.has('E')
  const expiredAndEvicted = flags.has('A') || (flags.has('x') && flags.has('e'))
  if (keyevents && expiredAndEvicted) return null
  for (const flag of 'Exe') flags.add(flag)
  return [...flags].join('')
}

/**
 * Turns the notifications on from the app (CONFIG SET) when they are off. Managed Redis services often forbid
 * CONFIG: then the warning says what the operator must set in the service's parameters instead.
 */
export async function ensureKeyspaceEvents(redisUrl: string): Promise<void> {
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 5_000, reconnectStrategy: false } })
  client.on('error', () => {
    // Reported below by the failing command.
  })
  try {
    await client.connect()
    const current = (await client.configGet('notify-keyspace-events'))['notify-keyspace-events'] ?? ''
    const wanted = keyspaceEventsWith(current)
    if (wanted !== null) await client.configSet('notify-keyspace-events', wanted)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.warn(
      `[cache] Could not check or set Redis keyspace notifications (${message}). The shared page cache needs ` +
        '`notify-keyspace-events Exe`: set it in the Redis configuration (or the managed service’s parameters); ' +
        'if CONFIG commands are forbidden there, also set SKIP_KEYSPACE_CONFIG_CHECK=true.',
    )
  } finally {
    if (client.isOpen) await client.quit().catch(() => undefined)
  }
}
