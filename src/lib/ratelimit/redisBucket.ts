import crypto from 'node:crypto'

import { clientStarted, type RedisClient } from '../redis/client'
import type { RateLimitOptions, RateLimitResult } from './tokenBucket'

/**
 * The token bucket of ./tokenBucket.ts, run atomically inside Redis so that every app instance draws from
 * the same bucket. Redis' own clock (TIME) is used, not each instance's. The key expires once the bucket
 * would be full again, so idle clients cost nothing. Returns {allowed 0|1, retry-after seconds}. A cost of 0
 * only looks (is a token left?).
 */
const TOKEN_BUCKET_SCRIPT = `
local capacity = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local cost = tonumber(ARGV[3]) or 1
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or capacity
local at = tonumber(state[2]) or now
tokens = math.min(capacity, tokens + math.max(0, now - at) / 1000 * rate)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - cost
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - tokens) / rate * 1000) + 1000)
local retry = 0
if allowed == 0 then retry = math.ceil((1 - tokens) / rate) end
return {allowed, retry}
`
const SCRIPT_SHA = crypto.createHash('sha1').update(TOKEN_BUCKET_SCRIPT).digest('hex')

/** A command that hangs (Redis frozen, network partition) must not hold the request up for long. */
const REDIS_TIMEOUT_MS = 500
const WARN_EVERY_MS = 60_000

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

async function runBucket(client: RedisClient, key: string, { capacity, refillPerSecond }: RateLimitOptions, cost: number) {
  const args = { keys: [key], arguments: [String(capacity), String(refillPerSecond), String(cost)] }
  try {
    return await client.evalSha(SCRIPT_SHA, args)
  } catch (error) {
    // First use on this Redis (or after a restart/SCRIPT FLUSH): send the script itself, which caches it.
    if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error
    return client.eval(TOKEN_BUCKET_SCRIPT, args)
  }
}

/**
 * A limiter whose buckets live in Redis under `art:ratelimit:<name>:<key>`. When Redis cannot answer, the
 * request is counted by `fallback` (this instance's in-memory bucket) and a warning is logged at most once
 * a minute: limits then hold per instance, as with a single instance, rather than not at all.
 */
export function createRedisRateLimiter({
  client,
  name,
  options,
  fallback,
}: {
  client: RedisClient
  name: string
  options: RateLimitOptions
  fallback: { take(key: string, cost?: number): RateLimitResult }
}) {
  let lastWarning = 0
  return {
    async take(key: string, cost = 1): Promise<RateLimitResult> {
      try {
        await clientStarted(client)
        const reply = await withTimeout(runBucket(client, `art:ratelimit:${name}:${key}`, options, cost), REDIS_TIMEOUT_MS)
        const [allowed, retryAfterSeconds] = reply as [number, number]
        return { allowed: allowed === 1, retryAfterSeconds }
      } catch (error) {
        if (Date.now() - lastWarning >= WARN_EVERY_MS) {
          lastWarning = Date.now()
          const message = error instanceof Error ? error.message : String(error)
          console.warn(`[ratelimit] Redis unavailable (${message}): ${name} is limited per instance until it is back`)
        }
        return fallback.take(key, cost)
      }
    },
  }
}
