import { describe, expect, it } from 'vitest'

import { decodeCatalogueState } from '@/lib/catalogue/catalogueParams'
import { decodeSearchPage } from '@/lib/search/pageParams'
import { catalogueCanonicalHref, searchCanonicalHref } from '@/lib/seo/canonicalQuery'

/** A URL's query as the page receives it (Next's searchParams: a repeated key is an array). */
const params = (query: string) => {
  const record: Record<string, string | string[]> = {}
  const search = new URLSearchParams(query)
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key)
    record[key] = values.length > 1 ? values : values[0]!
  }
  return record
}

describe('catalogueCanonicalHref', () => {
  it('names one address for equal views, whatever the order, case or noise of the query', () => {
    const a = catalogueCanonicalHref('/library-program', params('keywords=ceramics&themes=nature&stock=in'))
    const b = catalogueCanonicalHref(
      '/library-program',
      params('stock=in&themes=nature&keywords=Ceramics&utm_source=mail&_rsc=abc'),
    )
    expect(a).toBe(b)
    expect(catalogueCanonicalHref('/library-program', params('stock=in&utm_source=mail&themes=nature,craft'))).toBe(
      '/library-program?themes=craft,nature&stock=in',
    )
  })

  it('leaves defaults out: the landing view is the bare path', () => {
    expect(catalogueCanonicalHref('/press', params('sort=title&page=1&utm_source=x'))).toBe('/press')
    expect(catalogueCanonicalHref('/library-program', params('stock=out&sort=title'))).toBe(
      '/library-program?stock=out',
    )
  })

  it('keeps every part of the view, so it reads back as the same view', () => {
    const query = 'themes=craft,nature&keywords=ceramics&stock=out&sort=newest&page=3'
    const href = catalogueCanonicalHref('/library-program', params(query))
    expect(decodeCatalogueState(new URL(href, 'http://site.test').searchParams)).toEqual(
      decodeCatalogueState(params(query)),
    )
  })
})

describe('searchCanonicalHref', () => {
  it('keeps the text, filters, group and offset, and drops the rest', () => {
    expect(searchCanonicalHref(params('search=photography&utm_source=test'))).toBe('/search?search=photography')
    expect(searchCanonicalHref(params(`search=${encodeURIComponent('a&b')}&x=1`))).toBe('/search?search=a%26b')
    const query =
      'search=' + encodeURIComponent('a&b=c / 50% "photo"') + '&filter=nature,ceramics&group=press&offset=24'
    const href = searchCanonicalHref(params(query))
    expect(decodeSearchPage(Object.fromEntries(new URL(href, 'http://site.test').searchParams))).toEqual(
      decodeSearchPage(params(query)),
    )
  })

  it('names plain /search without a question mark', () => {
    expect(searchCanonicalHref({})).toBe('/search')
    expect(searchCanonicalHref(params('group=nonsense'))).toBe('/search')
  })
})
