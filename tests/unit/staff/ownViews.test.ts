import { describe, expect, it } from 'vitest'

import {
  newOwnView,
  ownViewHref,
  pickLastUsed,
  readOwnViews,
  viewReference,
  withOwnView,
  withoutOwnView,
  type OwnView,
} from '@/lib/staff/ownViews'

const FILTER = 'where[type][equals]=library'
const mine: OwnView = { id: 'a1', name: 'Hudson orders', collection: 'orders', query: 'where[email][like]=hudson' }

describe('saving a view', () => {
  it('keeps the name, the list and only its filters and sort, in the list URL’s form', () => {
    const made = newOwnView(
      { name: '  Libraries to ship  ', collection: 'orders', search: `${FILTER}&sort=-createdAt&page=4&limit=50` },
      [],
      'id-1',
    )
    expect(made).toEqual({
      ok: true,
      view: {
        id: 'id-1',
        name: 'Libraries to ship',
        collection: 'orders',
        query: 'where%5Btype%5D%5Bequals%5D=library&sort=-createdAt',
      },
      where: { type: { equals: 'library' } },
      sort: '-createdAt',
    })
    if (made.ok) expect(ownViewHref(made.view)).toBe(`/admin/collections/orders?${made.view.query}`)
  })

  it.each([
    ['an empty name', { name: '   ' }, 'Give the view a name.'],
    ['a name over 60 characters', { name: 'x'.repeat(61) }, 'Keep the name to 60 characters or fewer.'],
    ['a name that is not text', { name: ['a'] }, 'expected string'],
    [
      'a list without views',
      { collection: 'users' },
      'Views can be saved on orders, books, donations and library accounts.',
    ],
    [
      'a list sorted but not filtered',
      { search: 'page=2&sort=-createdAt' },
      'Filter the list first, then save it as a view.',
    ],
    ['hostile filters', { search: 'where[__proto__][x]=1' }, 'These filters could not be read.'],
    ['filters that are not text', { search: { where: {} } }, 'These filters could not be read.'],
  ])('refuses %s', (_, change, error) => {
    const made = newOwnView({ name: 'Mine', collection: 'orders', search: FILTER, ...change }, [], 'id-1')
    expect(made.ok).toBe(false)
    if (!made.ok) expect(made.error).toContain(error)
  })

  it('accepts 60 characters exactly', () => {
    expect(newOwnView({ name: 'x'.repeat(60), collection: 'orders', search: FILTER }, [], 'id').ok).toBe(true)
  })

  it('refuses a second view of the same name on the same list, whatever its case, but not on another list', () => {
    const again = newOwnView({ name: 'hudson ORDERS', collection: 'orders', search: FILTER }, [mine], 'id-2')
    expect(again).toEqual({ ok: false, error: 'You already have a view called “hudson ORDERS” on this list.' })
    expect(
      newOwnView(
        { name: 'Hudson orders', collection: 'donations', search: 'where[amount][greater_than]=100' },
        [mine],
        'id-2',
      ).ok,
    ).toBe(true)
  })

  it('refuses a 51st view', () => {
    const fifty = Array.from({ length: 50 }, (_, index) => ({ ...mine, id: `v${index}`, name: `View ${index}` }))
    const made = newOwnView({ name: 'One more', collection: 'orders', search: FILTER }, fifty, 'id')
    expect(made).toEqual({ ok: false, error: 'You have 50 views already: remove one to save another.' })
  })

  it('adds to and removes from the stored list, touching no other view', () => {
    const other: OwnView = { ...mine, id: 'b2', name: 'Other' }
    expect(withOwnView([mine], other)).toEqual({ views: [mine, other] })
    expect(withoutOwnView([mine, other], 'a1')).toEqual({ views: [other] })
    expect(withoutOwnView([mine], 'gone')).toEqual({ views: [mine] })
  })
})

describe('reading the views back from preferences', () => {
  it('keeps the views that still read as views and drops anything else', () => {
    const stored = JSON.parse(
      JSON.stringify({
        views: [
          mine,
          { ...mine, id: 'bad id!' },
          { ...mine, id: 'c3', collection: 'users' },
          { ...mine, id: 'd4', query: 'where[__proto__][x]=1' },
          { ...mine, id: 'e5', name: '' },
          'not a view',
        ],
      }),
    )
    expect(readOwnViews(stored)).toEqual([{ ...mine, where: { email: { like: 'hudson' } } }])
  })

  it('reads nothing from a preference that is not a list of views', () => {
    expect(readOwnViews(null)).toEqual([])
    expect(readOwnViews('views')).toEqual([])
    expect(readOwnViews(JSON.parse('{"__proto__": {"views": []}}'))).toEqual([])
    expect(({} as Record<string, unknown>).views).toBeUndefined()
  })
})

describe('the view used last on a list', () => {
  const views = [
    { ref: viewReference.builtIn('library-to-ship'), label: 'Library orders to ship' },
    { ref: viewReference.own('a1'), label: 'Hudson orders' },
  ]

  it('is the built-in or own view the preference names', () => {
    expect(pickLastUsed('builtin:library-to-ship', views)?.label).toBe('Library orders to ship')
    expect(pickLastUsed('own:a1', views)?.label).toBe('Hudson orders')
  })

  it('is none when the view is gone (removed, or not on this list) or the preference is not a reference', () => {
    expect(pickLastUsed('own:removed', views)).toBeNull()
    expect(pickLastUsed(null, views)).toBeNull()
    expect(pickLastUsed({ ref: 'own:a1' }, views)).toBeNull()
    expect(pickLastUsed('javascript:alert(1)', views)).toBeNull()
  })
})
