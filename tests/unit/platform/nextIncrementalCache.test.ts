import fs from 'node:fs'
import path from 'node:path'

import { IncrementalCache } from 'next/dist/server/lib/incremental-cache'
import { describe, expect, it } from 'vitest'

/**
 * scripts/patch-next.mjs (postinstall): Next's IncrementalCache.set measured every entry with JSON.stringify,
 * Buffers of a page's RSC data included, for a size limit that concerns fetch-cache entries only.
 */
const RUNTIMES = path.join(process.cwd(), 'node_modules/next/dist/compiled/next-server')

class RecordingHandler {
  static stored: string[] = []
  async get() {
    return null
  }
  async set(key: string) {
    RecordingHandler.stored.push(key)
  }
  async revalidateTag() {}
  resetRequestCache() {}
}

function cacheWithHandler() {
  RecordingHandler.stored = []
  // Only what set() reads: the handler, and the props the constructor dereferences.
  const options = {
    fs: undefined,
    dev: false,
    requestHeaders: {},
    minimalMode: false,
    maxMemoryCacheSize: 0,
    CurCacheHandler: RecordingHandler,
    previewProps: { previewModeId: 'test', previewModeSigningKey: 'test', previewModeEncryptionKey: 'test' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
  }
  return new IncrementalCache(options as unknown as ConstructorParameters<typeof IncrementalCache>[0])
}

/** A Buffer that counts how often it is serialised to JSON. */
function countedBuffer(counter: { calls: number }) {
  const buffer = Buffer.from('0:["rsc data"]')
  buffer.toJSON = () => {
    counter.calls++
    return { type: 'Buffer', data: [] }
  }
  return buffer
}

describe("Next's IncrementalCache.set", () => {
  it('stores a page entry without serialising it to measure it', async () => {
    const counter = { calls: 0 }
    const cache = cacheWithHandler()
    const page = {
      kind: 'APP_PAGE',
      html: '<p>page</p>',
      rscData: countedBuffer(counter),
      headers: {},
      status: 200,
      postponed: undefined,
      segmentData: new Map(),
    }
    const context = {
      route: { kind: 'APP_PAGE', sourceRoute: '/library-program/page' },
      cacheControl: { revalidate: 60 },
    }
    await cache.set('/library-program', page as never, context as never)
    expect(RecordingHandler.stored).toHaveLength(1)
    expect(counter.calls).toBe(0)
  })

  it('still measures a fetch-cache entry against its 2 MB limit', async () => {
    const counter = { calls: 0 }
    const cache = cacheWithHandler()
    const fetched = {
      kind: 'FETCH',
      data: { headers: {}, body: countedBuffer(counter), status: 200, url: 'https://x' },
      revalidate: 60,
    }
    await cache.set('fetch-key', fetched as never, { fetchCache: true, fetchUrl: 'https://x', tags: [] })
    expect(counter.calls).toBe(1)
  })

  it('is measured the same way in every compiled server runtime', () => {
    const unconditional = /\w+=JSON\.stringify\(\w+\)\.length;if\(\w+\.fetchCache&&/
    const runtimes = fs.readdirSync(RUNTIMES).filter((name) => name.endsWith('.prod.js'))
    const holdingSet = runtimes.filter((name) =>
      fs.readFileSync(path.join(RUNTIMES, name), 'utf8').includes('items over 2MB'),
    )
    expect(holdingSet).toContain('app-page.runtime.prod.js')
    for (const name of holdingSet)
      expect(fs.readFileSync(path.join(RUNTIMES, name), 'utf8'), name).not.toMatch(unconditional)
  })
})
