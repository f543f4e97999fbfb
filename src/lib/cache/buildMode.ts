/**
 * `next start` takes the cache handler from the build (its required-server-files.json), not from the
 * environment it starts in: a build made without REDIS_URL would keep a private page cache in each instance
 * (stale after another instance's edit), and one made with it cannot serve without Redis. A mismatch is
 * refused at start with what to do.
 */
export function cacheModeMismatch(buildCacheHandler: string | undefined, redisUrl: string | undefined): string | null {
  const builtForRedis = Boolean(buildCacheHandler?.includes('redisCacheHandler'))
  const startsWithRedis = Boolean(redisUrl?.trim())
  if (builtForRedis === startsWithRedis) return null
  return builtForRedis
    ? 'This build uses the shared Redis cache (it was built with REDIS_URL set), but REDIS_URL is not set now. ' +
        'Set REDIS_URL, or rebuild without it (npm run build) for a single instance.'
    : 'REDIS_URL is set, but this build was made without it, so each instance would keep its own page cache. ' +
        'Rebuild with REDIS_URL set (npm run build): the cache handler is chosen when building.'
}
