import { afterEach, describe, expect, it, vi } from 'vitest'

import { namedLimiter, rateLimitedKey, windowLimiter } from '@/lib/ratelimit'

afterEach(() => vi.unstubAllEnvs())

describe('namedLimiter without REDIS_URL', () => {
  it('counts in memory, from its <NAME>_RATE_LIMIT_PER_MINUTE', async () => {
    vi.stubEnv('REDIS_URL', '')
    vi.stubEnv('UNIT_RATE_LIMIT_PER_MINUTE', '2')
    const limiter = namedLimiter('UNIT_RATE_LIMIT_PER_MINUTE', 100)
    expect(await rateLimitedKey(limiter, 'a')).toBeNull()
    expect(await rateLimitedKey(limiter, 'a')).toBeNull()
    const refused = await rateLimitedKey(limiter, 'a')
    expect(refused?.status).toBe(429)
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await rateLimitedKey(limiter, 'b')).toBeNull()
  })
})

describe('windowLimiter without REDIS_URL (counting failures: look first, take after a failure)', () => {
  it('allows <NAME> per window; a look (cost 0) uses nothing', async () => {
    vi.stubEnv('REDIS_URL', '')
    vi.stubEnv('UNIT_FAILURES', '2')
    const failures = windowLimiter('UNIT_FAILURES', 5, 900)
    for (let look = 0; look < 10; look += 1) expect(await rateLimitedKey(failures, 'a', 0)).toBeNull()
    await failures.take('a')
    await failures.take('a')
    const refused = await rateLimitedKey(failures, 'a', 0)
    expect(refused?.status).toBe(429)
    // One failure back every 450 s (2 per 900 s).
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(400)
    expect(await rateLimitedKey(failures, 'b', 0)).toBeNull()
  })
})
