import { percentile } from '../bench/percentile'

export type MemorySample = { second: number; rssMb: number }

/**
 * The server's memory over a soak, as medians per minute after the warm-up. One reading at each end follows
 * the garbage collector's cycle: with a heap of some hundred MB, RSS moves by tens of percent between two
 * readings seconds apart, up or down. The medians of the first and the last minute after the warm-up say
 * whether memory grows.
 */
export function memoryTrend(samples: readonly MemorySample[], warmupSeconds: number) {
  const minutes = new Map<number, number[]>()
  for (const { second, rssMb } of samples) {
    if (second <= warmupSeconds) continue
    // (warm-up, warm-up + 60] is the first minute: a sample taken right at the end closes the last one.
    const minute = Math.ceil((second - warmupSeconds) / 60) - 1
    minutes.set(minute, [...(minutes.get(minute) ?? []), rssMb])
  }
  const medians = [...minutes.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, values]) =>
      percentile(
        [...values].sort((a, b) => a - b),
        50,
      ),
    )
  const first = medians[0]
  const last = medians.at(-1)
  const growthPercent =
    first !== undefined && last !== undefined && first > 0 ? ((last - first) / first) * 100 : undefined
  return { medians, growthPercent }
}
