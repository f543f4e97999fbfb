// @ts-check
/**
 * Next's cache handler on a single instance (no REDIS_URL; next.config.mjs selects it through the documented
 * `cacheHandler` option): the data cache (`unstable_cache`) and whatever pages and route handlers Next caches
 * live in this process's memory, least recently used first out once they pass a bound in bytes
 * (CACHE_MAX_MEMORY_MB). Next's own file-system cache keeps every entry on disk with no bound, and deleting
 * files in its folders is not a documented way to limit it. A restart starts empty: each entry is read or
 * rendered again on its next request. Plain JavaScript: Next imports it at run time, outside the build.
 */
import { z } from 'zod'

const MEGABYTE = 1024 * 1024

/** The bound when CACHE_MAX_MEMORY_MB is unset. */
export const DEFAULT_CACHE_MAX_MEMORY_MB = 256

const megabytes = z.string().regex(/^\d{1,7}$/)

/**
 * The cache's bound in bytes, from CACHE_MAX_MEMORY_MB (whole megabytes; 0 keeps nothing). A bad value stops
 * the server at start (next.config.mjs calls this) instead of silently taking the default.
 * @param {Record<string, string | undefined>} env
 */
export function cacheMaxBytes(env) {
  const raw = env.CACHE_MAX_MEMORY_MB?.trim()
  if (!raw) return DEFAULT_CACHE_MAX_MEMORY_MB * MEGABYTE
  const parsed = megabytes.safeParse(raw)
  if (!parsed.success)
    throw new Error(`CACHE_MAX_MEMORY_MB must be a whole number of megabytes, 0 or more (got "${raw}").`)
  return Number(parsed.data) * MEGABYTE
}

/** Next's header naming a cached page's or route's tags. */
const CACHE_TAGS_HEADER = 'x-next-cache-tags'

/** @param {{ length?: number, byteLength?: number } | null | undefined} data */
const lengthOf = (data) => data?.byteLength ?? data?.length ?? 0

/**
 * About how many bytes a cached value holds, by its kind, as Next estimates its own in-memory entries: the
 * JSON of data, the HTML, RSC payload and segments of a page, the body of a route.
 * @param {any} value
 */
export function cacheValueSize(value) {
  if (!value) return 25
  switch (value.kind) {
    case 'FETCH':
      return JSON.stringify(value.data ?? '').length
    case 'APP_ROUTE':
      return lengthOf(value.body)
    case 'APP_PAGE': {
      let size = lengthOf(value.html) + lengthOf(value.rscData) + lengthOf(value.postponed)
      for (const [segment, data] of value.segmentData ?? []) size += segment.length + lengthOf(data)
      return Math.max(1, size)
    }
    case 'IMAGE':
      return lengthOf(value.buffer)
    default:
      return JSON.stringify(value).length
  }
}

/**
 * @typedef {{ value: any, lastModified: number, cacheControl?: unknown }} CacheEntry
 * @typedef {{ entry: CacheEntry, tags: readonly string[], size: number }} Stored
 */

/**
 * Entries by key in least-recently-used order (a Map keeps insertion order: a read moves its entry to the end),
 * at most `maxBytes` in all. A revalidated tag drops the entries stored with it at once, and any entry read
 * with it (Next's implicit page tags come with the read, not the write) that was written before.
 */
export class BoundedCacheStore {
  /** @type {Map<string, Stored>} */
  #entries = new Map()
  /** @type {Map<string, number>} when each tag was last revalidated */
  #revalidatedAt = new Map()
  #bytes = 0

  /**
   * @param {number} maxBytes
   * @param {() => number} now
   */
  constructor(maxBytes, now = Date.now) {
    this.maxBytes = maxBytes
    this.now = now
  }

  get bytes() {
    return this.#bytes
  }

  get size() {
    return this.#entries.size
  }

  /**
   * @param {string} key
   * @param {readonly string[]} readTags tags the reader names besides those stored with the entry
   * @returns {CacheEntry | null}
   */
  get(key, readTags = []) {
    const stored = this.#entries.get(key)
    if (!stored) return null
    const revalidated = [...stored.tags, ...readTags].some(
      (tag) => (this.#revalidatedAt.get(tag) ?? -Infinity) >= stored.entry.lastModified,
    )
    this.#entries.delete(key)
    if (revalidated) {
      this.#bytes -= stored.size
      return null
    }
    this.#entries.set(key, stored)
    return stored.entry
  }

  /**
   * @param {string} key
   * @param {any} value
   * @param {{ tags?: readonly string[], cacheControl?: unknown }} options
   */
  set(key, value, { tags = [], cacheControl } = {}) {
    this.delete(key)
    const size = key.length + cacheValueSize(value)
    // An entry bigger than the whole bound would only empty the cache and then leave too.
    if (size > this.maxBytes) return
    this.#entries.set(key, { entry: { value, lastModified: this.now(), cacheControl }, tags, size })
    this.#bytes += size
    for (const [oldest, stored] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break
      this.#entries.delete(oldest)
      this.#bytes -= stored.size
    }
  }

  /** @param {string} key */
  delete(key) {
    const stored = this.#entries.get(key)
    if (!stored) return
    this.#entries.delete(key)
    this.#bytes -= stored.size
  }

  /** @param {readonly string[]} tags */
  revalidateTags(tags) {
    const now = this.now()
    for (const tag of tags) this.#revalidatedAt.set(tag, now)
    const revalidated = new Set(tags)
    for (const [key, stored] of this.#entries) if (stored.tags.some((tag) => revalidated.has(tag))) this.delete(key)
  }
}

/** @type {BoundedCacheStore | undefined} one per server process: Next constructs the handler class per request */
let shared

/**
 * The tags an entry is stored with: the data cache's come with the write; a page's or route's in its headers.
 * @param {any} value
 * @param {{ tags?: string[] }} ctx
 */
function storedTags(value, ctx) {
  if (value?.kind === 'FETCH') return ctx.tags ?? []
  const header = value?.headers?.[CACHE_TAGS_HEADER]
  return typeof header === 'string' && header ? header.split(',') : []
}

/** The class Next instantiates (next.config.mjs `cacheHandler`); its methods are the documented interface. */
export default class MemoryCacheHandler {
  constructor() {
    shared ??= new BoundedCacheStore(cacheMaxBytes(process.env))
    this.store = shared
  }

  /**
   * @param {string} key
   * @param {{ kind?: string, tags?: string[], softTags?: string[] }} [ctx]
   */
  async get(key, ctx = {}) {
    return this.store.get(key, ctx.kind === 'FETCH' ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [])
  }

  /**
   * @param {string} key
   * @param {any} value
   * @param {{ tags?: string[], fetchCache?: boolean, cacheControl?: unknown }} [ctx]
   */
  async set(key, value, ctx = {}) {
    this.store.set(key, value, {
      tags: storedTags(value, ctx),
      cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
    })
  }

  /**
   * Every revalidation (the content hooks expire at once, src/lib/revalidate) drops the tag's entries: the
   * next read is fresh, never a stale copy served while it is read again.
   * @param {string | string[]} tags
   */
  async revalidateTag(tags) {
    this.store.revalidateTags(typeof tags === 'string' ? [tags] : tags)
  }

  resetRequestCache() {}
}
