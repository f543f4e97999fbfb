// @ts-check
/**
 * Next's cache handler when REDIS_URL is set (next.config.mjs): pages, route handlers and unstable_cache
 * data live in Redis, shared by every app instance, and a tag or path revalidation on one instance reaches
 * the others (the handler keeps its tag maps in Redis and broadcasts changes over pub/sub).
 * The handler is @trieb.work/nextjs-turbo-redis-cache (maintained, Next 15–16); this file only sets its
 * options. Plain JavaScript: Next imports it at run time, outside the build.
 */
import fs from 'node:fs'
import path from 'node:path'

import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache'

/**
 * The handler's options for this deployment.
 * - database: the one in REDIS_URL (redis://host:port/<db>, default 0); the handler listens for expiry and
 *   eviction events of that database, so it must be told which one it is.
 * - keyPrefix: one namespace per build, so a new build never serves pages rendered by the previous one and
 *   all instances of one build (they share one build folder) share one namespace.
 * @param {string} redisUrl
 * @param {string} buildId
 */
export function redisCacheOptions(redisUrl, buildId) {
  const database = Number(new URL(redisUrl).pathname.slice(1) || 0)
  return {
    redisUrl,
    database: Number.isInteger(database) && database >= 0 ? database : 0,
    keyPrefix: `art:cache:${buildId}:`,
  }
}

/** @param {string | undefined} serverDistDir */
function readBuildId(serverDistDir) {
  if (!serverDistDir) return 'dev'
  try {
    return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || 'dev'
  } catch {
    return 'dev'
  }
}

/** @type {RedisStringsHandler | undefined} one per server process: Next constructs this class per request */
let shared

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} context */
  constructor(context) {
    const redisUrl = process.env.REDIS_URL
    if (!redisUrl) throw new Error('RedisCacheHandler needs REDIS_URL (next.config.mjs only selects it when set)')
    shared ??= new RedisStringsHandler(redisCacheOptions(redisUrl, readBuildId(context.serverDistDir)))
  }
  /** @param {Parameters<RedisStringsHandler['get']>} args */
  get(...args) {
    return /** @type {RedisStringsHandler} */ (shared).get(...args)
  }
  /** @param {Parameters<RedisStringsHandler['set']>} args */
  set(...args) {
    return /** @type {RedisStringsHandler} */ (shared).set(...args)
  }
  /** @param {Parameters<RedisStringsHandler['revalidateTag']>} args */
  revalidateTag(...args) {
    return /** @type {RedisStringsHandler} */ (shared).revalidateTag(...args)
  }
  resetRequestCache() {
    return /** @type {RedisStringsHandler} */ (shared).resetRequestCache()
  }
}
