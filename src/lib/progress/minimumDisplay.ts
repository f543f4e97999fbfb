import { FETCH_MIN_DISPLAY_MS } from '@/lib/navigation/timing'

/**
 * How much longer a loading state shown since `shownAt` must stay once its work is done (SPEC §9 "Fetch minimum
 * display delay 200 ms"): a state that appears is never gone before the minimum, so it reads as a state, not a
 * flash. Times in milliseconds on one clock.
 */
export function remainingDisplayMs(shownAt: number, now: number): number {
  return Math.max(0, shownAt + FETCH_MIN_DISPLAY_MS - now)
}
