import { describe, expect, it } from 'vitest'

import { decodeCatalogueState, encodeCatalogueState, showsShowcase } from '@/lib/catalogue/catalogueParams'
import {
  countSelected,
  decodeFilters,
  encodeFilters,
  joinFilterList,
  parseSlugList,
  splitFilterList,
  toggleFilter,
} from '@/lib/catalogue/filters'
import { formatPrice } from '@/lib/catalogue/price'

describe('filters in the URL', () => {
  it('round-trips a selection through URL parameters', () => {
    const selection = { artists: ['kahlo', 'adams'], themes: ['cities'] }
    const params = new URLSearchParams(encodeFilters(selection))
    expect(params.get('artists')).toBe('adams,kahlo')
    expect(decodeFilters(params)).toEqual({ themes: ['cities'], artists: ['adams', 'kahlo'] })
  })

  it('drops unknown types and anything that is not a slug, and removes duplicates', () => {
    expect(decodeFilters(new URLSearchParams('artists=a,,A,<x>,b&colours=red'))).toEqual({ artists: ['a', 'b'] })
    expect(parseSlugList(['x,y', 'y'])).toEqual(['x', 'y'])
  })

  it('reads plain objects (Next searchParams) as well', () => {
    expect(decodeFilters({ formats: 'zine', keywords: ['a,b'] })).toEqual({ keywords: ['a', 'b'], formats: ['zine'] })
  })

  it('toggles a tag on and off and counts selections', () => {
    let s = toggleFilter({}, 'themes', 'cities')
    s = toggleFilter(s, 'artists', 'kahlo')
    expect(countSelected(s)).toBe(2)
    expect(countSelected(s, 'themes')).toBe(1)
    s = toggleFilter(s, 'themes', 'cities')
    expect(s).toEqual({ artists: ['kahlo'] })
  })

  it('joins a selection into the /search filter list and splits it back by tag group', () => {
    const list = joinFilterList({ artists: ['kahlo'], themes: ['cities', 'at-home'] })
    expect(list).toBe('at-home,cities,kahlo')
    const tags = [
      { slug: 'kahlo', group: 'artists' },
      { slug: 'cities', group: 'themes' },
      { slug: 'at-home', group: 'themes' },
    ]
    expect(splitFilterList(parseSlugList(list), tags)).toEqual({ themes: ['at-home', 'cities'], artists: ['kahlo'] })
  })
})

describe('catalogue state in the URL', () => {
  it('leaves defaults out and keeps commas readable', () => {
    expect(encodeCatalogueState({ filters: {}, stock: 'all', sort: 'title', page: 1 })).toBe('')
    expect(encodeCatalogueState({ filters: { themes: ['a', 'b'] }, stock: 'in', sort: 'newest', page: 3 })).toBe(
      '?themes=a,b&stock=in&sort=newest&page=3',
    )
  })

  it('decodes what it encodes and falls back to defaults on bad values', () => {
    const state = { filters: { artists: ['kahlo'] }, stock: 'out' as const, sort: 'newest' as const, page: 2 }
    expect(decodeCatalogueState(new URLSearchParams(encodeCatalogueState(state)))).toEqual(state)
    expect(decodeCatalogueState({ stock: 'maybe', sort: 'random', page: '-4' })).toEqual({
      filters: {},
      stock: 'all',
      sort: 'title',
      page: 1,
    })
  })
})

describe('price', () => {
  it('formats cents as dollars', () => {
    expect(formatPrice(2500)).toBe('$25.00')
    expect(formatPrice(199)).toBe('$1.99')
    expect(formatPrice(null)).toBeNull()
  })
})

describe('showsShowcase', () => {
  const view = (query: string) => showsShowcase(decodeCatalogueState(new URLSearchParams(query)))

  it('shows the featured bands on the landing view, whatever its stock and order', () => {
    expect(view('')).toBe(true)
    expect(view('stock=in&sort=newest')).toBe(true)
  })

  it('leaves them out once filters are chosen or a page is turned', () => {
    expect(view('themes=climate')).toBe(false)
    expect(view('themes=climate&keywords=poetry&stock=in')).toBe(false)
    expect(view('page=2')).toBe(false)
  })
})
