import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { oldestBeyond } from '../../../src/lib/cache/evictions'
import { clearNextCache, pruneNextCache } from '../../../src/lib/cache/pruneNextCache'

describe('oldestBeyond', () => {
  it('keeps the newest entries and returns the rest', () => {
    const entries = [{ mtimeMs: 3 }, { mtimeMs: 1 }, { mtimeMs: 2 }]
    expect(oldestBeyond(entries, 2)).toEqual([{ mtimeMs: 1 }])
    expect(oldestBeyond(entries, 3)).toEqual([])
    expect(oldestBeyond(entries, 0)).toHaveLength(3)
  })
})

describe('pruneNextCache', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

  const write = (file: string, ageSeconds: number) => {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, 'x')
    const time = Date.now() / 1000 - ageSeconds
    fs.utimesSync(file, time, time)
  }

  function distWithCache() {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'art-cache-'))
    dirs.push(dist)
    const views = path.join(dist, 'server/route-cache/APP_PAGE/abc/$/cached-view/library-program')
    for (const [key, age] of [['themes=a', 300], ['themes=b', 200], ['themes=c', 100]] as const) {
      for (const ext of ['.meta', '.html', '.rsc', '.segments/_full.segment.rsc']) write(path.join(views, key + ext), age)
    }
    write(path.join(dist, 'server/route-cache/APP_PAGE/abc/$/news/item.html'), 1000)
    for (const [name, age] of [['d1', 30], ['d2', 20], ['d3', 10]] as const) write(path.join(dist, 'cache/fetch-cache', name), age)
    return { dist, views }
  }

  it('deletes the least recently written pages and data beyond the limits, whole', () => {
    const { dist, views } = distWithCache()
    expect(pruneNextCache(dist, { pages: 2, data: 1 })).toBe(3)
    expect(fs.readdirSync(views).sort()).toEqual(
      ['themes=b', 'themes=c'].flatMap((key) => ['.html', '.meta', '.rsc', '.segments'].map((ext) => key + ext)).sort(),
    )
    expect(fs.readdirSync(path.join(dist, 'cache/fetch-cache'))).toEqual(['d3'])
  })

  it('leaves other cached pages alone and does nothing under the limits', () => {
    const { dist } = distWithCache()
    expect(pruneNextCache(dist, { pages: 10, data: 10 })).toBe(0)
    pruneNextCache(dist, { pages: 0, data: 0 })
    expect(fs.existsSync(path.join(dist, 'server/route-cache/APP_PAGE/abc/$/news/item.html'))).toBe(true)
  })

  it('copes with a build folder that has no cache yet', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'art-cache-'))
    dirs.push(dist)
    expect(pruneNextCache(dist)).toBe(0)
  })
})

describe('clearNextCache', () => {
  it('empties the pages rendered at run time and the cached data, and keeps the prerendered pages', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'art-cache-'))
    try {
      for (const file of ['server/route-cache/APP_PAGE/abc/$/cached-view/press/default.html', 'cache/fetch-cache/d1', 'server/app/index.html']) {
        fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
        fs.writeFileSync(path.join(dist, file), 'x')
      }
      clearNextCache(dist)
      expect(fs.existsSync(path.join(dist, 'server/route-cache'))).toBe(false)
      expect(fs.existsSync(path.join(dist, 'cache/fetch-cache'))).toBe(false)
      expect(fs.existsSync(path.join(dist, 'server/app/index.html'))).toBe(true)
      clearNextCache(dist)
    } finally {
      fs.rmSync(dist, { recursive: true, force: true })
    }
  })
})
