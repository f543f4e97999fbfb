import { sharedRedisClient } from '../redis/client'
import { createRedisRateLimiter } from './redisBucket'
import { clientKey, createRateLimiter, perMinuteFromEnv, type RateLimitOptions, type RateLimitResult } from './tokenBucket'

export { clientKey,   } from './tokenBucket'

/**
 * A named per-key limiter allowing `count` requests per `windowSeconds` (refilled evenly), `<NAME>` in the
 * environment overriding the count; shared through Redis like namedLimiter's.
 */
export function windowLimiter(envName: string, defaultCount: number, windowSeconds: number): Limiter {
  const count = Number(process.env[envName])
  const capacity = Number.isFinite(count) && count > 0 ? count : defaultCount
  return sharedLimiter(envName, { capacity, refillPerSecond: capacity / windowSeconds })
}

/** Asynchronous because, with REDIS_URL set, the bucket is counted in Redis (shared by every instance). */
export type Limiter = { take(key: string, cost?: number): Promise<RateLimitResult> }

/**
 * A named per-IP limiter, configured from env `<NAME>_RATE_LIMIT_PER_MINUTE`. With REDIS_URL set every app
 * instance counts in the same Redis bucket; without it, in this process's memory.
 */
export function namedLimiter(envName: string, defaultPerMinute: number): Limiter {
  return sharedLimiter(envName, perMinuteFromEnv(process.env[envName], defaultPerMinute))
}

function sharedLimiter(name: string, options: RateLimitOptions): Limiter {
  const memory = createRateLimiter(options)
  let limiter: Limiter | undefined
  // Chosen on first use, not when a route module loads: `next build` loads every route and must not connect.
  return {
    take(key, cost) {
      if (!limiter) {
        const client = sharedRedisClient()
        limiter = client
          ? createRedisRateLimiter({ client, name, options, fallback: memory })
          : { take: async (k, c) => memory.take(k, c) }
      }
      return limiter.take(key, cost)
    },
  }
}

/** A 429 response when this client is over its limit, else null. */
export function rateLimited(limiter: Limiter, request: Request): Promise<Response | null> {
  return rateLimitedKey(limiter, clientKey(request.headers))
}

/**
 * A 429 response when `key` (a client, an email address…) is over its limit, else null. A cost of 0 only
 * looks: limits that count failures look before the attempt and take after a failure.
 */
export async function rateLimitedKey(limiter: Limiter, key: string, cost = 1): Promise<Response | null> {
  const { allowed, retryAfterSeconds } = await limiter.take(key, cost)
  if (allowed) return null
  return Response.json(
    { error: 'Too many requests. Please wait a moment and try again.' },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  )
}
