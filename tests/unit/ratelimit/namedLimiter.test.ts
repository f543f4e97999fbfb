import { afterEach, describe, expect, it, vi } from 'vitest'

import { namedLimiter, rateLimitedKey } from '@/lib/ratelimit'

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
