import { describe, expect, it } from 'vitest'

import { decodeCatalogueState } from '@/lib/catalogue/catalogueParams'
import { cachedViewPath, MAX_VIEW_KEY_LENGTH, publicViewHref, viewKey, viewKeyParams } from '@/lib/catalogue/cachedViews'
import { decodeSearchPage } from '@/lib/search/pageParams'

const path = (url: string) => {
  const parsed = new URL(url, 'http://site.test')
  return cachedViewPath(parsed.pathname, parsed.searchParams)
}

/** What a cached route reads back from the last segment of the path. */
const keyOf = (internal: string | null) => decodeURIComponent(internal!.split('/').pop()!)

describe('cached views of catalogue and search URLs', () => {
  it('maps equal catalogue states to one cached page, whatever the order, case or noise of the query', () => {
    const a = path('/library-program?keywords=ceramics&themes=nature&stock=in')
    const b = path('/library-program?stock=in&themes=nature&keywords=Ceramics&utm_source=mail&_rsc=abc')
    expect(a).toBe(b)
    expect(a).toMatch(/^\/cached-view\/library-program\/[^/]+$/)
  })

  it('keeps different states apart', () => {
    expect(path('/press?page=2')).not.toBe(path('/press'))
    expect(path('/press?themes=nature')).not.toBe(path('/library-program?themes=nature'))
    expect(path('/search?search=photo')).not.toBe(path('/search?search=photography'))
  })

  it('reads back the state it was made from (slugs in their canonical, sorted order)', () => {
    for (const url of ['/library-program?themes=craft,nature&keywords=ceramics&stock=out&sort=newest&page=3', '/press', '/library-program']) {
      const parsed = new URL(url, 'http://site.test')
      expect(decodeCatalogueState(viewKeyParams(keyOf(path(url))))).toEqual(decodeCatalogueState(parsed.searchParams))
    }
    const search = '/search?search=' + encodeURIComponent('a&b=c / 50% "photo"') + '&filter=nature,ceramics&group=press&offset=24'
    const parsed = new URL(search, 'http://site.test')
    expect(decodeSearchPage(viewKeyParams(keyOf(path(search))))).toEqual(
      decodeSearchPage(Object.fromEntries(parsed.searchParams)),
    )
  })

  it('reads a key whether or not it arrives percent-encoded', () => {
    const key = viewKey('search', new URLSearchParams('search=ceramics 100%'))
    expect(viewKeyParams(key)).toEqual({ search: 'ceramics 100%' })
    expect(viewKeyParams(decodeURIComponent(key))).toEqual({ search: 'ceramics 100%' })
  })

  it('names the public address of a cached page, without the noise of the URL it was asked for', () => {
    const key = keyOf(path('/library-program?stock=in&utm_source=mail&themes=nature,craft'))
    expect(publicViewHref('library-program', key)).toBe('/library-program?themes=craft,nature&stock=in')
    expect(publicViewHref('search', viewKey('search', new URLSearchParams('search=a%26b&x=1')))).toBe('/search?search=a%26b')
    expect(publicViewHref('press', 'default')).toBe('/press')
  })

  it('serves the plain pages from a cached page too', () => {
    expect(path('/search')).toBe('/cached-view/search/default')
    expect(viewKeyParams('default')).toEqual({})
  })

  it('leaves other paths and over-long queries to the normal routes', () => {
    expect(path('/library-program/some-book?themes=nature')).toBeNull()
    expect(path('/news?page=2')).toBeNull()
    const many = Array.from({ length: 50 }, (_, i) => `artist-with-a-long-name-${i}`).join(',')
    expect(path(`/library-program?artists=${many}`)).toBeNull()
    expect(path(`/search?search=${encodeURIComponent('%'.repeat(MAX_VIEW_KEY_LENGTH))}`)).toBeNull()
  })
})
