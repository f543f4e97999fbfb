import type { Instrumentation } from 'next'

import { noteRequestError } from './lib/availability/outage'

/** Runs once when a server process starts (Next's instrumentation hook), before it serves a request. */
export async function register() {
  // The imports sit inside the runtime test (not after an early return) so webpack drops them from the
  // edge build, where node:fs cannot be bundled (`next dev --webpack` failed on every page otherwise).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkInstances } = await import('./lib/config/instances')
    const instances = checkInstances(process.env)
    if (!instances.ok) {
      // Exiting (not throwing) so `next start` stops with this message instead of serving stale pages.
      console.error(`\n${instances.message}\n`)
      process.exit(1)
    }
    // A served production build only (next dev and next build have no finished build of their own to check).
    if (process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') {
      const { buildCacheHandler } = await import('./lib/cache/buildConfig')
      const { cacheModeMismatch } = await import('./lib/cache/buildMode')
      const mismatch = cacheModeMismatch(buildCacheHandler(), process.env.REDIS_URL)
      if (mismatch) {
        console.error(`\n${mismatch}\n`)
        process.exit(1)
      }
    }
    if (process.env.REDIS_URL) {
      const { ensureKeyspaceEvents } = await import('./lib/cache/redisKeyspace')
      await ensureKeyspaceEvents(process.env.REDIS_URL)
    }
  }
}

/**
 * Next reports a request it is about to answer with 500: one that failed because the database was out of
 * reach starts an outage, during which the proxy answers pages 503 with Retry-After (src/lib/availability/outage.ts).
 */
export const onRequestError: Instrumentation.onRequestError = (error) => {
  noteRequestError(error, Date.now())
}
