import { describe, expect, it } from 'vitest'

import { FETCH_MIN_DISPLAY_MS } from '@/lib/navigation/timing'
import { remainingDisplayMs } from '@/lib/progress/minimumDisplay'

describe('loading states stay at least SPEC §9 minimum (200 ms)', () => {
  it('is 200 ms', () => {
    expect(FETCH_MIN_DISPLAY_MS).toBe(200)
  })

  it('holds a state whose work ended early for the rest of the minimum', () => {
    expect(remainingDisplayMs(1000, 1000)).toBe(200)
    expect(remainingDisplayMs(1000, 1050)).toBe(150)
    expect(remainingDisplayMs(1000, 1199)).toBe(1)
  })

  it('holds nothing once the minimum has passed', () => {
    expect(remainingDisplayMs(1000, 1200)).toBe(0)
    expect(remainingDisplayMs(1000, 5000)).toBe(0)
  })
})
