/**
 * Whether the page has settled: loaded, then an idle moment of the browser's main thread (at most 3 s later).
 * Link prefetching waits for it, so fetching and preparing the pages a visitor might open next never
 * competes with showing and hydrating the page they did open (on a slow phone that work ran during
 * hydration and held the first tap back).
 */
const IDLE_TIMEOUT_MS = 3000

let settled = false
const listeners = new Set<() => void>()
let scheduled = false

function settle() {
  settled = true
  for (const listener of listeners) listener()
}

function schedule() {
  if (scheduled) return
  scheduled = true
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(settle, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(settle, 1)
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}

export function subscribePageSettled(onChange: () => void): () => void {
  listeners.add(onChange)
  schedule()
  return () => listeners.delete(onChange)
}

export const isPageSettled = (): boolean => settled
