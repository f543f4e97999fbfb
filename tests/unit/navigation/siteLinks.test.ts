import { describe, expect, it } from 'vitest'

import { clientNavigationTarget, leavesPage, prefetchTarget, type LinkClick } from '@/lib/navigation/siteLinks'

const here = new URL('https://art.example/press?page=2')
const plainClick: LinkClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
}
const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({
  href: new URL(href, here).href,
  target: '',
  download: false,
  ...extra,
})

describe('clientNavigationTarget', () => {
  it('opens a page of this site with the router, keeping its query and fragment', () => {
    expect(clientNavigationTarget(plainClick, link('/press/a-book?x=1#top'), here)).toBe('/press/a-book?x=1#top')
    expect(clientNavigationTarget(plainClick, link('https://art.example/library-program'), here)).toBe(
      '/library-program',
    )
  })

  it.each([
    ['a middle click', { button: 1 }],
    ['a right click', { button: 2 }],
    ['ctrl (new tab)', { ctrlKey: true }],
    ['cmd (new tab)', { metaKey: true }],
    ['shift (new window)', { shiftKey: true }],
    ['alt (download)', { altKey: true }],
    ['a click a handler already took', { defaultPrevented: true }],
  ])('leaves %s to the browser', (_, change) => {
    expect(clientNavigationTarget({ ...plainClick, ...change }, link('/press/a-book'), here)).toBeNull()
  })

  it('leaves other windows, downloads, other sites, the admin and the APIs to the browser', () => {
    expect(clientNavigationTarget(plainClick, link('/press/a-book', { target: '_blank' }), here)).toBeNull()
    expect(clientNavigationTarget(plainClick, link('/press/a-book', { target: '_self' }), here)).toBe('/press/a-book')
    expect(clientNavigationTarget(plainClick, link('/media/list.pdf', { download: true }), here)).toBeNull()
    expect(clientNavigationTarget(plainClick, link('https://elsewhere.example/press'), here)).toBeNull()
    expect(clientNavigationTarget(plainClick, link('//elsewhere.example/press'), here)).toBeNull()
    expect(clientNavigationTarget(plainClick, link('/admin'), here)).toBeNull()
    expect(clientNavigationTarget(plainClick, link('/admin/collections/books'), here)).toBeNull()
    expect(clientNavigationTarget(plainClick, link('/api/media/file/a.pdf'), here)).toBeNull()
    // Pages whose names only begin like those folders are pages.
    expect(clientNavigationTarget(plainClick, link('/apis'), here)).toBe('/apis')
  })
})

describe('leavesPage', () => {
  it('is true for another path or query, not for a fragment of this page', () => {
    expect(leavesPage('/press?page=3', here)).toBe(true)
    expect(leavesPage('/press', here)).toBe(true)
    expect(leavesPage('/library-program?page=2', here)).toBe(true)
    expect(leavesPage('/press?page=2#catalogue', here)).toBe(false)
  })
})

describe('prefetchTarget', () => {
  it('is the page (without its fragment) of a link to another page of this site', () => {
    expect(prefetchTarget(new URL('/press/a-book#top', here).href, here)).toBe('/press/a-book')
    expect(prefetchTarget(new URL('/press?page=3', here).href, here)).toBe('/press?page=3')
  })

  it('is nothing for this page, other sites, the admin and the APIs', () => {
    expect(prefetchTarget(new URL('/press?page=2#catalogue', here).href, here)).toBeNull()
    expect(prefetchTarget('https://elsewhere.example/press', here)).toBeNull()
    expect(prefetchTarget(new URL('/admin', here).href, here)).toBeNull()
    expect(prefetchTarget(new URL('/api/cart/get-cart', here).href, here)).toBeNull()
  })
})
