import { clientKey, createRateLimiter, perMinuteFromEnv } from './tokenBucket'

export { clientKey, createRateLimiter, perMinuteFromEnv } from './tokenBucket'

type Limiter = ReturnType<typeof createRateLimiter>

/** A named per-IP limiter, configured from env `<NAME>_RATE_LIMIT_PER_MINUTE` (per server instance). */
export function namedLimiter(envName: string, defaultPerMinute: number): Limiter {
  return createRateLimiter(perMinuteFromEnv(process.env[envName], defaultPerMinute))
}

/** A 429 response when this client is over its limit, else null. */
export function rateLimited(limiter: Limiter, request: Request): Response | null {
  return rateLimitedKey(limiter, clientKey(request.headers))
}

/** A 429 response when `key` (a client, an email address…) is over its limit, else null. */
export function rateLimitedKey(limiter: Limiter, key: string): Response | null {
  const { allowed, retryAfterSeconds } = limiter.take(key)
  if (allowed) return null
  return Response.json(
    { error: 'Too many requests. Please wait a moment and try again.' },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  )
}

/** The JSON body, or undefined when it is not JSON (validation then answers 400). */
export async function readJsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    return undefined
  }
}
