import { describe, expect, it } from 'vitest'

import { memoryTrend } from '../../../scripts/audit/memoryTrend'

/** A sample every 5 s for `minutes`, RSS from `rss(second)`. */
const samples = (minutes: number, rss: (second: number) => number) =>
  Array.from({ length: (minutes * 60) / 5 }, (_, i) => ({ second: (i + 1) * 5, rssMb: rss((i + 1) * 5) }))

describe("the soak's memory trend", () => {
  it('is flat for memory that only swings with the collector, however the two ends fall', () => {
    // 400–560 MB in a 30 s cycle, ending high.
    const sawtooth = samples(10, (second) => 400 + ((second % 30) / 30) * 160)
    const { medians, growthPercent } = memoryTrend(sawtooth, 180)
    expect(medians).toHaveLength(7)
    expect(Math.abs(growthPercent!)).toBeLessThan(5)
  })

  it('shows memory that keeps growing', () => {
    const leak = samples(10, (second) => 400 + second * 0.2)
    const { growthPercent } = memoryTrend(leak, 180)
    expect(growthPercent!).toBeGreaterThan(15)
  })

  it('leaves out the warm-up, and has no trend without samples after it', () => {
    expect(
      memoryTrend(
        samples(2, (second) => second),
        180,
      ),
    ).toEqual({ medians: [], growthPercent: undefined })
    const { medians } = memoryTrend(
      samples(4, (second) => (second < 180 ? 9999 : 500)),
      180,
    )
    expect(medians).toEqual([500])
  })
})
