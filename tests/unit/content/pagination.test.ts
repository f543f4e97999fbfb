import { describe, expect, it } from 'vitest'

import { pageHref, pageLinks, parsePageParam } from '@/lib/content/pagination'

describe('parsePageParam', () => {
  it('defaults to page 1 when absent', () => {
    expect(parsePageParam(undefined)).toBe(1)
  })

  it('reads whole numbers from 1 up', () => {
    expect(parsePageParam('1')).toBe(1)
    expect(parsePageParam('12')).toBe(12)
    expect(parsePageParam(['3', '4'])).toBe(3)
  })

  it('rejects anything that is not a page number', () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '', ' 2', '02', '9999999']) expect(parsePageParam(bad)).toBeNull()
  })
})

describe('pageHref', () => {
  it('gives page 1 the bare list address', () => {
    expect(pageHref('/news', 1)).toBe('/news')
    expect(pageHref('/news', 2)).toBe('/news?page=2')
  })
})

const render = (current: number, total: number) =>
  pageLinks(current, total)
    .map((l) => (l.kind === 'gap' ? '…' : l.current ? `[${l.page}]` : String(l.page)))
    .join(' ')

describe('pageLinks', () => {
  it('has no links for a single page', () => {
    expect(pageLinks(1, 1)).toEqual([])
    expect(pageLinks(1, 0)).toEqual([])
  })

  it('lists every page when there are few', () => {
    expect(render(1, 3)).toBe('[1] 2 3')
    expect(render(2, 4)).toBe('1 [2] 3 4')
  })

  it('shows first, last and the neighbours of the current page with gaps', () => {
    expect(render(5, 10)).toBe('1 … 4 [5] 6 … 10')
    expect(render(1, 10)).toBe('[1] 2 … 10')
    expect(render(10, 10)).toBe('1 … 9 [10]')
  })

  it('fills a gap of exactly one page with that page instead of an ellipsis', () => {
    expect(render(4, 10)).toBe('1 2 3 [4] 5 … 10')
  })
})
