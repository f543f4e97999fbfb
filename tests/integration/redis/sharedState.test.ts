/**
 * Two app instances sharing one Redis (REDIS_URL), simulated in one process by two independent sets of
 * clients: rate limits count in one bucket, and Next's cache handler (the one next.config.mjs selects) shares
 * entries and tag/path revalidations between instances.
 */
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { redisCacheOptions } from '@/lib/cache/redisCacheHandler.mjs'
import { ensureKeyspaceEvents } from '@/lib/cache/redisKeyspace'
import { createRedisRateLimiter } from '@/lib/ratelimit/redisBucket'
import { createRateLimiter } from '@/lib/ratelimit/tokenBucket'
import { createRedisClient, type RedisClient } from '@/lib/redis/client'

import { freePort } from '../../../scripts/lib/productionServer'
import { startTestRedis, type TestRedis } from '../../helpers/redisServer'

let redis: TestRedis
const clients: RedisClient[] = []

beforeAll(async () => {
  redis = await startTestRedis()
})

afterAll(async () => {
  // disconnect, not quit: quit waits for a reply, which the unreachable client never gets.
  await Promise.all(clients.map((client) => client.disconnect().catch(() => undefined)))
  await redis?.stop()
})

/** Polls until `check` holds: another instance learns of a change over pub/sub, a moment later. */
async function eventually(check: () => Promise<boolean>, attempts = 100): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

/** A new client, used at once, as a route's first request in a fresh server process does. */
function clientFor(url: string): RedisClient {
  const client = createRedisClient(url, '[test]')
  clients.push(client)
  return client
}

describe('rate limits in Redis', () => {
  const options = { capacity: 3, refillPerSecond: 3 / 60 }

  it('count across two instances in one bucket per key', async () => {
    const [clientA, clientB] = [clientFor(redis.url), clientFor(redis.url)]
    const limiterOn = (client: RedisClient) =>
      createRedisRateLimiter({ client, name: 'TEST_SHARED', options, fallback: createRateLimiter(options) })
    const [a, b] = [limiterOn(clientA), limiterOn(clientB)]

    expect((await a.take('203.0.113.9')).allowed).toBe(true)
    expect((await b.take('203.0.113.9')).allowed).toBe(true)
    expect((await a.take('203.0.113.9')).allowed).toBe(true)
    // Each instance alone has taken at most two of three: only a shared bucket refuses here.
    const refusedOnB = await b.take('203.0.113.9')
    expect(refusedOnB.allowed).toBe(false)
    expect(refusedOnB.retryAfterSeconds).toBeGreaterThan(0)
    expect((await a.take('203.0.113.9')).allowed).toBe(false)
    expect((await b.take('198.51.100.7')).allowed).toBe(true)
  })

  it('fall back to counting in this instance when Redis cannot answer', async () => {
    const unreachable = clientFor(`redis://127.0.0.1:${await freePort()}`)
    const limiter = createRedisRateLimiter({
      client: unreachable,
      name: 'TEST_DOWN',
      options: { capacity: 1, refillPerSecond: 1 / 60 },
      fallback: createRateLimiter({ capacity: 1, refillPerSecond: 1 / 60 }),
    })
    expect((await limiter.take('k')).allowed).toBe(true)
    expect((await limiter.take('k')).allowed).toBe(false)
  })
})

type HandlerClient = {
  removeAllListeners: (event: string) => void
  on: (event: string, listener: () => void) => void
  disconnect: () => Promise<void>
}
type HandlerClients = { client?: HandlerClient } & Record<
  'sharedTagsMap' | 'revalidatedTagsMap' | 'inMemoryDeduplicationCache',
  { subscriberClient?: HandlerClient } | undefined
>

/**
 * The handler has no close(): a server process simply exits. Here its clients (one, and a subscriber per synced
 * map) are ended before Redis stops; otherwise their reconnect attempts reject with nobody listening, which
 * Vitest reports as an unhandled error of this file.
 */
async function closeHandler(handler: RedisStringsHandler) {
  const parts = handler as unknown as HandlerClients
  const clients = [parts.sharedTagsMap, parts.revalidatedTagsMap, parts.inMemoryDeduplicationCache]
    .map((map) => map?.subscriberClient)
    .concat(parts.client)
  for (const client of clients) {
    if (!client) continue
    // Its own listener reconnects; a closing client must only be quiet.
    client.removeAllListeners('error')
    client.on('error', () => undefined)
    await client.disconnect().catch(() => undefined)
  }
}

describe('the Redis cache handler', () => {
  const fetchEntry = (body: string) => ({
    kind: 'FETCH' as const,
    data: { headers: {}, body: Buffer.from(body).toString('base64'), status: 200, url: '' },
    revalidate: 600 as const,
  })
  const fetchContext = (tags: string[], softTags: string[] = []) => ({
    kind: 'FETCH' as const,
    revalidate: 600,
    fetchUrl: '',
    fetchIdx: 0,
    tags,
    softTags,
    isFallback: false,
  })
  const setContext = (tags: string[]) => ({
    isRoutePPREnabled: false,
    isFallback: false,
    tags,
    cacheControl: { revalidate: 600, expire: 3600 },
  })
  let a: RedisStringsHandler
  let b: RedisStringsHandler

  beforeAll(async () => {
    // Redis starts with keyspace notifications off; the app turns them on at start (instrumentation.ts).
    const admin = createClient({ url: redis.url })
    await admin.connect()
    await admin.configSet('notify-keyspace-events', '')
    await ensureKeyspaceEvents(redis.url)
    expect((await admin.configGet('notify-keyspace-events'))['notify-keyspace-events']).toMatch(/E/)
    await admin.quit()
    a = new RedisStringsHandler(redisCacheOptions(redis.url, 'test-build'))
    b = new RedisStringsHandler(redisCacheOptions(redis.url, 'test-build'))
  })

  // Before the file's afterAll stops Redis (hooks of this block run first).
  afterAll(async () => {
    // A revalidation's map deletes run in the background after it returns; let them land on an open client.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await Promise.all([a, b].filter(Boolean).map(closeHandler))
  })

  it('returns on one instance what the other stored, until a tag revalidation on the other', async () => {
    await a.set('catalogue-showcase', fetchEntry('first'), setContext(['catalogue']))
    const onB = await b.get('catalogue-showcase', fetchContext(['catalogue']))
    expect((onB?.value as { data: { body: string } } | undefined)?.data.body).toBe(Buffer.from('first').toString('base64'))

    await a.revalidateTag('catalogue', { expire: 0 })
    expect(await eventually(async () => (await b.get('catalogue-showcase', fetchContext(['catalogue']))) === null)).toBe(
      true,
    )
  })

  it('drops a rendered page on the other instance when its path is revalidated', async () => {
    const page = {
      kind: 'APP_PAGE' as const,
      status: 200,
      headers: { 'x-nextjs-stale-time': '300', 'x-next-cache-tags': '_N_T_/layout,_N_T_/news,_N_T_/news/page,news' },
      html: '<p>old</p>',
      rscData: Buffer.from('rsc'),
      segmentData: new Map(),
      postboned: undefined,
    }
    const pageContext = { kind: 'APP_PAGE' as const, isRoutePPREnabled: false, isFallback: false }
    await b.set('/news', page, setContext([]))
    expect(await eventually(async () => (await a.get('/news', pageContext)) !== null)).toBe(true)

    await b.revalidateTag(['_N_T_/news'], { expire: 0 })
    expect(await eventually(async () => (await a.get('/news', pageContext)) === null)).toBe(true)
  })

  it('treats data read inside a revalidated path as stale on the other instance', async () => {
    await a.set('menus', fetchEntry('menus'), setContext(['menus']))
    expect(await b.get('menus', fetchContext(['menus'], ['_N_T_/about']))).not.toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 5)) // the revalidation must be later than the write
    await a.revalidateTag('_N_T_/about', { expire: 0 })
    expect(await eventually(async () => (await b.get('menus', fetchContext(['menus'], ['_N_T_/about']))) === null)).toBe(
      true,
    )
  })
})
