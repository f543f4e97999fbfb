import { describe, expect, it } from 'vitest'

import { EMAIL_RETRIES, retryWaits } from '@/lib/email/retry'

describe('email retry back-off', () => {
  it('waits as Payload computes it: delay × 2^tries, or the delay each time when fixed', () => {
    expect(retryWaits({ attempts: 4, backoff: { type: 'exponential', delay: 1000 } })).toEqual([1000, 2000, 4000, 8000])
    expect(retryWaits({ attempts: 3, backoff: { type: 'fixed', delay: 500 } })).toEqual([500, 500, 500])
  })

  it('retries emails soon at first and keeps trying through a long mail outage', () => {
    const waits = retryWaits(EMAIL_RETRIES)
    expect(waits[0]).toBeLessThanOrEqual(60_000)
    const window = waits.reduce((sum, wait) => sum + wait, 0)
    expect(window).toBeGreaterThanOrEqual(8 * 60 * 60_000)
    // No single wait longer than a working morning.
    expect(Math.max(...waits)).toBeLessThanOrEqual(5 * 60 * 60_000)
  })
})
