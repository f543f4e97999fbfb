import { describe, expect, it } from 'vitest'

import MemoryCacheHandler, {
  BoundedCacheStore,
  cacheMaxBytes,
  cacheValueSize,
  DEFAULT_CACHE_MAX_MEMORY_MB,
} from '@/lib/cache/memoryCacheHandler.mjs'

const MB = 1024 * 1024

/** A data-cache value (what unstable_cache stores) whose JSON is about `bytes` long. */
const data = (bytes: number) => ({
  kind: 'FETCH',
  data: { headers: {}, body: 'x'.repeat(bytes), status: 200, url: '' },
  revalidate: 600,
})

/** A clock the test moves by hand. */
const clock = () => {
  let time = 1_000
  return { now: () => time, tick: (ms = 1) => (time += ms) }
}

describe('cacheMaxBytes', () => {
  it('reads CACHE_MAX_MEMORY_MB as whole megabytes, with a default when unset', () => {
    expect(cacheMaxBytes({})).toBe(DEFAULT_CACHE_MAX_MEMORY_MB * MB)
    expect(cacheMaxBytes({ CACHE_MAX_MEMORY_MB: ' ' })).toBe(DEFAULT_CACHE_MAX_MEMORY_MB * MB)
    expect(cacheMaxBytes({ CACHE_MAX_MEMORY_MB: '64' })).toBe(64 * MB)
    expect(cacheMaxBytes({ CACHE_MAX_MEMORY_MB: '0' })).toBe(0)
  })

  it('refuses anything else, saying what it wants', () => {
    for (const value of ['-1', '1.5', '2GB', 'lots']) {
      expect(() => cacheMaxBytes({ CACHE_MAX_MEMORY_MB: value })).toThrow(
        `CACHE_MAX_MEMORY_MB must be a whole number of megabytes, 0 or more (got "${value}")`,
      )
    }
  })
})

describe('cacheValueSize', () => {
  it('measures data by its JSON, pages by their HTML, RSC payload and segments, routes by their body', () => {
    expect(cacheValueSize(data(1000))).toBeGreaterThan(1000)
    expect(cacheValueSize(data(1000))).toBeLessThan(1100)
    const page = {
      kind: 'APP_PAGE',
      html: 'h'.repeat(500),
      rscData: Buffer.alloc(300),
      segmentData: new Map([['/a', Buffer.alloc(200)]]),
    }
    expect(cacheValueSize(page)).toBe(500 + 300 + 2 + 200)
    expect(cacheValueSize({ kind: 'APP_ROUTE', body: Buffer.alloc(700), headers: {}, status: 200 })).toBe(700)
  })
})

describe('BoundedCacheStore', () => {
  it('evicts the least recently used entries once their sizes pass the bound', () => {
    const store = new BoundedCacheStore(3_500)
    store.set('a', data(1000))
    store.set('b', data(1000))
    store.set('c', data(1000))
    expect(store.get('a')).not.toBeNull() // a is now the most recently used: b is the oldest
    store.set('d', data(1000))
    expect(store.get('b')).toBeNull()
    expect(['a', 'c', 'd'].map((key) => store.get(key)?.value.kind)).toEqual(['FETCH', 'FETCH', 'FETCH'])
    expect(store.size).toBe(3)
    expect(store.bytes).toBeLessThanOrEqual(3_500)
  })

  it('counts an entry written again once, and keeps nothing bigger than the whole bound', () => {
    const store = new BoundedCacheStore(3_000)
    store.set('a', data(1000))
    store.set('a', data(1200))
    expect(store.size).toBe(1)
    expect(store.bytes).toBe(1 + cacheValueSize(data(1200)))
    store.set('huge', data(5000))
    expect(store.get('huge')).toBeNull()
    expect(store.get('a')).not.toBeNull()
  })

  it('keeps nothing with a bound of 0', () => {
    const store = new BoundedCacheStore(0)
    store.set('a', data(10))
    expect(store.get('a')).toBeNull()
    expect(store.bytes).toBe(0)
  })

  it('drops the entries of a revalidated tag at once and keeps the others', () => {
    const time = clock()
    const store = new BoundedCacheStore(MB, time.now)
    store.set('books', data(10), { tags: ['collection:books', 'collection:media'] })
    store.set('news', data(10), { tags: ['collection:news'] })
    time.tick()
    store.revalidateTags(['collection:books'])
    expect(store.get('books')).toBeNull()
    expect(store.get('news')).not.toBeNull()
    expect(store.size).toBe(1)
    expect(store.bytes).toBe(4 + cacheValueSize(data(10)))
  })

  it('drops an entry read with a tag revalidated after it was written (Next names page tags on the read)', () => {
    const time = clock()
    const store = new BoundedCacheStore(MB, time.now)
    store.set('list', data(10), { tags: ['collection:news'] })
    time.tick()
    store.revalidateTags(['_N_T_/news'])
    expect(store.get('list', ['_N_T_/layout'])).not.toBeNull()
    expect(store.get('list', ['_N_T_/news'])).toBeNull()
    // Written again after the revalidation: fresh.
    time.tick()
    store.set('list', data(10), { tags: ['collection:news'] })
    time.tick()
    expect(store.get('list', ['_N_T_/news'])).not.toBeNull()
  })
})

describe('MemoryCacheHandler (the interface Next calls)', () => {
  it('stores data with the tags of the write and drops it when one is revalidated', async () => {
    const handler = new MemoryCacheHandler()
    await handler.set('k1', data(10), { fetchCache: true, tags: ['collection:tags'] })
    const read = { kind: 'FETCH', tags: ['collection:tags'], softTags: ['_N_T_/search'] }
    expect((await handler.get('k1', read))?.value).toEqual(data(10))
    await new Promise((resolve) => setTimeout(resolve, 2))
    await handler.revalidateTag('collection:tags')
    expect(await handler.get('k1', read)).toBeNull()
  })

  it('shares one store between the instances Next constructs per request', async () => {
    await new MemoryCacheHandler().set('shared', data(10), { fetchCache: true, tags: [] })
    expect(await new MemoryCacheHandler().get('shared', { kind: 'FETCH' })).not.toBeNull()
  })

  it('takes a page’s tags from its cache-tags header', async () => {
    const handler = new MemoryCacheHandler()
    const page = {
      kind: 'APP_PAGE',
      html: '<p>',
      rscData: Buffer.alloc(1),
      headers: { 'x-next-cache-tags': 'global:menus,_N_T_/about' },
    }
    await handler.set('/about', page, { cacheControl: { revalidate: 600, expire: undefined } })
    expect((await handler.get('/about', { kind: 'APP_PAGE' }))?.cacheControl).toEqual({
      revalidate: 600,
      expire: undefined,
    })
    await new Promise((resolve) => setTimeout(resolve, 2))
    await handler.revalidateTag(['global:menus'])
    expect(await handler.get('/about', { kind: 'APP_PAGE' })).toBeNull()
  })
})
