import { sharedRedisClient } from '../redis/client'
import { createRedisRateLimiter } from './redisBucket'
import { clientKey, createRateLimiter, perMinuteFromEnv, type RateLimitResult } from './tokenBucket'

export { clientKey, createRateLimiter, perMinuteFromEnv } from './tokenBucket'

/** Asynchronous because, with REDIS_URL set, the bucket is counted in Redis (shared by every instance). */
export type Limiter = { take(key: string): Promise<RateLimitResult> }

/**
 * A named per-IP limiter, configured from env `<NAME>_RATE_LIMIT_PER_MINUTE`. With REDIS_URL set every app
 * instance counts in the same Redis bucket; without it, in this process's memory.
 */
export function namedLimiter(envName: string, defaultPerMinute: number): Limiter {
  const options = perMinuteFromEnv(process.env[envName], defaultPerMinute)
  const memory = createRateLimiter(options)
  let limiter: Limiter | undefined
  // Chosen on first use, not when a route module loads: `next build` loads every route and must not connect.
  return {
    take(key) {
      if (!limiter) {
        const client = sharedRedisClient()
        limiter = client
          ? createRedisRateLimiter({ client, name: envName, options, fallback: memory })
          : { take: async (k) => memory.take(k) }
      }
      return limiter.take(key)
    },
  }
}

/** A 429 response when this client is over its limit, else null. */
export function rateLimited(limiter: Limiter, request: Request): Promise<Response | null> {
  return rateLimitedKey(limiter, clientKey(request.headers))
}

/** A 429 response when `key` (a client, an email address…) is over its limit, else null. */
export async function rateLimitedKey(limiter: Limiter, key: string): Promise<Response | null> {
  const { allowed, retryAfterSeconds } = await limiter.take(key)
  if (allowed) return null
  return Response.json(
    { error: 'Too many requests. Please wait a moment and try again.' },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  )
}
