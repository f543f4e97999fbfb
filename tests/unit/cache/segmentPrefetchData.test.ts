import fs from 'node:fs'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import {
  installSegmentPrefetchRule,
  SEGMENT_PREFETCH_HOOK,
  skipsSegmentPrefetchData,
} from '@/lib/cache/segmentPrefetchData'

const RUNTIMES = path.join(process.cwd(), 'node_modules/next/dist/compiled/next-server')

describe('which pages get per-segment prefetch data', () => {
  it('skips the cached catalogue and search views, one page per query', () => {
    expect(skipsSegmentPrefetchData('/cached-view/[view]/[key]')).toBe(true)
  })

  it('keeps it for every other page, the paginated lists included', () => {
    for (const page of [
      '/cached-list/[list]/[page]',
      '/page',
      '/about/page',
      '/library-program/[slug]/page',
      '/news/[slug]/page',
    ])
      expect(skipsSegmentPrefetchData(page), page).toBe(false)
  })

  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[SEGMENT_PREFETCH_HOOK]
  })

  it("is what the hook Next's runtime calls answers", () => {
    installSegmentPrefetchRule()
    const hook = (globalThis as Record<string, unknown>)[SEGMENT_PREFETCH_HOOK] as (pagePath: unknown) => boolean
    expect(hook('/cached-view/[view]/[key]')).toBe(true)
    expect(hook('/about/page')).toBe(false)
    expect(hook(undefined)).toBe(false)
  })
})

describe("scripts/patch-next.mjs's hook in Next's runtimes", () => {
  // collectSegmentData(fullPageDataBuffer, prerenderStore, ComponentMod, renderOpts, pagePath, metadata)
  const header = /async function [\w$]+\(([\w$]+),([\w$]+),([\w$]+),([\w$]+),([\w$]+),([\w$]+)\)\{/g

  it('asks the hook with the page path before collecting segment data, in every runtime that collects it', () => {
    const runtimes = fs
      .readdirSync(RUNTIMES)
      .filter((name) => name.endsWith('.prod.js'))
      .map((name) => ({ name, source: fs.readFileSync(path.join(RUNTIMES, name), 'utf8') }))
      .filter(({ source }) => source.includes('.collectSegmentData('))
    expect(runtimes.map(({ name }) => name)).toContain('app-page.runtime.prod.js')
    for (const { name, source } of runtimes) {
      const call = source.indexOf(`.segmentData=globalThis.${SEGMENT_PREFETCH_HOOK}?.(`)
      expect(call, `${name}: the hook is missing (npm install runs the patch)`).toBeGreaterThan(-1)
      expect(source.match(/\.segmentData=await [\w$]+\.collectSegmentData\(/g), `${name}: an unguarded call`).toBeNull()
      // The argument is the fifth parameter of the function the call is in.
      const enclosing = [...source.slice(0, call).matchAll(header)].at(-1)!
      const argument = /\?\.\(([\w$]+)\)/.exec(source.slice(call))![1]
      expect(argument, name).toBe(enclosing[5])
    }
  })
})
