/**
 * Small in-memory token bucket per key (client IP). Per server instance: several instances each
 * keep their own buckets, which is acceptable for abuse damping, not for exact quotas.
 */
export type RateLimitOptions = {
  /** Burst size. */
  capacity: number
  /** Tokens added per second. */
  refillPerSecond: number
  /** Buckets tracked at most; the least recently touched are forgotten first. */
  maxKeys?: number
  now?: () => number
}

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number }

export function createRateLimiter({ capacity, refillPerSecond, maxKeys = 10_000, now = Date.now }: RateLimitOptions) {
  const buckets = new Map<string, { tokens: number; updatedAt: number }>()
  return {
    /** Takes `cost` tokens when one is left (a cost of 0 only looks). */
    take(key: string, cost = 1): RateLimitResult {
      const time = now()
      const bucket = buckets.get(key) ?? { tokens: capacity, updatedAt: time }
      buckets.delete(key) // re-inserted below: Map order doubles as least-recently-used order
      bucket.tokens = Math.min(capacity, bucket.tokens + ((time - bucket.updatedAt) / 1000) * refillPerSecond)
      bucket.updatedAt = time
      const allowed = bucket.tokens >= 1
      if (allowed) bucket.tokens -= cost
      buckets.set(key, bucket)
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value as string)
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((1 - bucket.tokens) / refillPerSecond) }
    },
  }
}

/** Best-effort client address: the first proxy hop, else the direct peer Next exposes, else one shared key. */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown'
}

/** A per-minute limit from the environment, e.g. DONATION_RATE_LIMIT_PER_MINUTE=20. */
export function perMinuteFromEnv(value: string | undefined, fallback: number): RateLimitOptions {
  const perMinute = Number(value)
  const limit = Number.isFinite(perMinute) && perMinute > 0 ? perMinute : fallback
  return { capacity: limit, refillPerSecond: limit / 60 }
}
