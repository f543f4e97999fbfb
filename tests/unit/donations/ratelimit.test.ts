import { describe, expect, it } from 'vitest'

import { clientKey, createRateLimiter } from '@/lib/ratelimit/tokenBucket'

describe('token bucket', () => {
  it('allows a burst, refuses beyond it, and refills over time', () => {
    let now = 0
    const limiter = createRateLimiter({ capacity: 3, refillPerSecond: 1, now: () => now })
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true])
    const refused = limiter.take('a')
    expect(refused.allowed).toBe(false)
    expect(refused.retryAfterSeconds).toBe(1)
    expect(limiter.take('b').allowed).toBe(true)
    now += 1000
    expect(limiter.take('a').allowed).toBe(true)
    expect(limiter.take('a').allowed).toBe(false)
  })

  it('forgets the least recently used keys beyond maxKeys', () => {
    const limiter = createRateLimiter({ capacity: 1, refillPerSecond: 0.001, maxKeys: 2, now: () => 0 })
    limiter.take('a')
    limiter.take('b')
    limiter.take('c')
    expect(limiter.take('a').allowed).toBe(true)
  })

  it('keys clients by the first forwarded address', () => {
    expect(clientKey(new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }))).toBe('203.0.113.9')
    expect(clientKey(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2')
    expect(clientKey(new Headers())).toBe('unknown')
  })
})
