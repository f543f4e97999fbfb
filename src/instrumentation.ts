/** Runs once when a server process starts (Next's instrumentation hook). */
export async function register() {
  // The import sits inside the runtime test (not after an early return) so webpack drops it from the
  // edge build, where node:fs cannot be bundled (`next dev --webpack` failed on every page otherwise).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startCachePruning } = await import('./lib/cache/pruneNextCache')
    startCachePruning()
  }
}
