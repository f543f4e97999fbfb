import { describe, expect, it } from 'vitest'

import { isUnfilteredList, listQueryString, parseListQuery, whereSearchParams } from '@/lib/staff/listQuery'

const LIBRARY_TO_SHIP =
  'where[and][0][type][equals]=library&where[and][1][status][in][0]=pending&where[and][1][status][in][1]=processing'

describe('reading an admin list’s query', () => {
  it('reads the filters and the sort as the admin writes them, and leaves page, size and search out', () => {
    const parsed = parseListQuery(`?${encodeURI(LIBRARY_TO_SHIP)}&sort=-createdAt&page=3&limit=25&search=hudson`)
    expect(parsed).toEqual({
      ok: true,
      query: {
        where: { and: [{ type: { equals: 'library' } }, { status: { in: ['pending', 'processing'] } }] },
        sort: '-createdAt',
      },
    })
  })

  it('gives back the same query it read, so a saved view opens the list it was saved from', () => {
    const parsed = parseListQuery(LIBRARY_TO_SHIP + '&sort=number')
    if (!parsed.ok) throw new Error(parsed.error)
    expect(decodeURIComponent(listQueryString(parsed.query))).toBe(`${LIBRARY_TO_SHIP}&sort=number`)
    expect(parseListQuery(listQueryString(parsed.query))).toEqual(parsed)
  })

  it('reads a list’s values written twice as a list (as a form would send them)', () => {
    expect(parseListQuery('where[status][in]=pending&where[status][in]=shipped')).toEqual({
      ok: true,
      query: { where: { status: { in: ['pending', 'shipped'] } } },
    })
  })

  it('reads nothing from a list with no filters and no sort', () => {
    expect(parseListQuery('page=2&limit=10')).toEqual({ ok: true, query: {} })
    expect(parseListQuery('')).toEqual({ ok: true, query: {} })
  })

  it.each([
    'where[__proto__][polluted]=yes',
    'where[status][__proto__]=yes',
    'where[constructor][prototype][polluted]=yes',
    'where[and][0][__proto__][equals]=x',
    'where[and][__proto__][0]=x',
  ])('refuses keys that name a prototype: %s', (query) => {
    const parsed = parseListQuery(query)
    expect(parsed.ok).toBe(false)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('polluted')
  })

  it.each([
    ['an operator Payload does not have', 'where[status][drop_table]=x'],
    ['a field name that is not one', 'where[sta tus][equals]=x'],
    ['a value where a condition belongs', 'where[status]=pending'],
    ['an and that is not a list', 'where[and][first][status][equals]=x'],
    ['a list with a gap', 'where[and][0][a][equals]=1&where[and][2][b][equals]=2'],
    ['brackets not closed', 'where[status[equals]=x'],
    ['empty brackets', 'where[status][in][]=x'],
    ['a key both a value and a branch', 'where[status][equals]=x&where[status][equals][deeper]=y'],
    ['a sort that is not a field', 'sort=createdAt;drop'],
  ])('refuses %s', (_, query) => {
    expect(parseListQuery(query).ok).toBe(false)
  })

  it('refuses a query too long or too deep to be a list’s filters', () => {
    expect(parseListQuery(`where[title][equals]=${'x'.repeat(5000)}`).ok).toBe(false)
    const many = Array.from({ length: 120 }, (_, index) => `where[or][${index}][title][equals]=x`).join('&')
    expect(parseListQuery(many).ok).toBe(false)
    const deep = `where${'[and][0]'.repeat(8)}[title][equals]=x`
    expect(parseListQuery(deep).ok).toBe(false)
  })

  it('gives plain objects Payload can query with', () => {
    const parsed = parseListQuery('where[title][like]=folio')
    if (!parsed.ok || !parsed.query.where) throw new Error('unread')
    expect(Object.getPrototypeOf(parsed.query.where)).toBe(Object.prototype)
    expect(Object.getPrototypeOf(parsed.query.where.title)).toBe(Object.prototype)
  })
})

describe('a where as a list URL', () => {
  it('writes nested conditions and lists in brackets', () => {
    expect(decodeURIComponent(whereSearchParams({ or: [{ a: { in: ['x', 'y'] } }] }).toString())).toBe(
      'where[or][0][a][in][0]=x&where[or][0][a][in][1]=y',
    )
  })
})

describe('a list opened plainly', () => {
  it('is one with no filter and no search, whatever its page, size or sort', () => {
    expect(isUnfilteredList(undefined)).toBe(true)
    expect(isUnfilteredList({ limit: '10', page: '1', sort: '-createdAt' })).toBe(true)
    expect(isUnfilteredList({ search: '' })).toBe(true)
    expect(isUnfilteredList({ 'where[type][equals]': 'library' })).toBe(false)
    expect(isUnfilteredList({ search: 'hudson' })).toBe(false)
  })
})
