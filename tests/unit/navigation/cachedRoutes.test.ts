import { describe, expect, it } from 'vitest'

import { cachedListPath, publicListHref } from '@/lib/content/cachedLists'
import { CACHED_ROUTE_HEADER, CACHED_ROUTE_SOURCES, cachedRoutePath } from '@/lib/navigation/cachedRoutes'

import nextConfig from '../../../next.config.mjs'

const route = (url: string) => {
  const parsed = new URL(url, 'http://x')
  return cachedRoutePath(parsed.pathname, parsed.searchParams)
}

type Rule = { source: string; has?: Array<{ type: string; key: string; value?: string }>; destination: string }

/** The rewrite rules keyed on the proxy's header (next.config has other rewrites too). */
const rewriteRules = async (): Promise<Rule[]> => {
  const rewrites = (await nextConfig.rewrites?.()) as { beforeFiles: Rule[] }
  return rewrites.beforeFiles.filter((rule) => rule.has?.some((condition) => condition.key === CACHED_ROUTE_HEADER))
}

describe('cached list routes', () => {
  it('serves every page number of each list from its own internal path', () => {
    expect(route('/news')).toBe('/cached-list/news/1')
    expect(route('/news?page=3')).toBe('/cached-list/news/3')
    expect(route('/resources/guides?page=2')).toBe('/cached-list/guides/2')
    expect(route('/testimonials?utm_source=x')).toBe('/cached-list/testimonials/1')
  })

  it('leaves malformed page numbers and other paths to the dynamic routes', () => {
    expect(cachedListPath('/news', new URLSearchParams('page=0'))).toBeNull()
    expect(cachedListPath('/news', new URLSearchParams('page=two'))).toBeNull()
    expect(cachedListPath('/news/some-story', new URLSearchParams())).toBeNull()
  })

  it('names page 1 by the bare list address', () => {
    expect(publicListHref('notes', 1)).toBe('/resources/notes')
    expect(publicListHref('notes', 4)).toBe('/resources/notes?page=4')
  })
})

describe('next.config rewrites for cached routes', () => {
  it('has one header-keyed rule for every public path the proxy maps, and none for others', async () => {
    const rules = await rewriteRules()
    expect(rules.map((rule) => rule.source).sort()).toEqual([...CACHED_ROUTE_SOURCES].sort())
  })

  it('rewrites to exactly the internal path the proxy named, as a path (served in the same request)', async () => {
    const [rule] = await rewriteRules()
    const value = new RegExp(`^${rule.has!.find((condition) => condition.key === CACHED_ROUTE_HEADER)!.value}$`)
    for (const url of ['/press', '/library-program?artist=a,b', '/search?search=nature', '/news?page=2']) {
      const target = route(url)!
      const groups = value.exec(target)?.groups
      expect(groups, target).toBeDefined()
      expect(rule.destination.replace(/:(\w+)/g, (_, name: string) => groups![name])).toBe(target)
    }
  })
})

describe('client hint headers', () => {
  it('sends Critical-CH on the admin only', async () => {
    const rules: Array<{ source: string; headers: Array<{ key: string }> }> = (await nextConfig.headers?.()) ?? []
    const sources = rules.filter((rule) => rule.headers.some(({ key }) => key === 'Critical-CH')).map((rule) => rule.source)
    expect(sources).toEqual(['/admin/:path*'])
  })
})
