import { describe, expect, it } from 'vitest'

import { closeTarget, fallbackCloseTarget } from '@/lib/navigation/closeTarget'

describe('closeTarget', () => {
  it('returns the previously stored in-site page first', () => {
    expect(closeTarget('/news/a-story', '/about')).toBe('/about')
    expect(closeTarget('/editions/blue', '/search?q=blue')).toBe('/search?q=blue')
  })

  it.each([
    ['/library-program/some-book', '/library-program'],
    ['/library-program/account', '/library-program'],
    ['/press/a-book', '/press'],
    ['/news/a-story', '/news'],
    ['/resources/guides/a-guide', '/resources/guides'],
    ['/resources/notes/a-note', '/resources/notes'],
  ])('falls back to the section index: %s → %s', (path, target) => {
    expect(closeTarget(path, null)).toBe(target)
  })

  it.each([
    ['/editions/blue-rooms', '/support'],
    ['/editions', '/support'],
    ['/library-program/how-to-participate', '/library-program/about'],
    ['/library-program/poulin', '/library-program/about'],
    ['/resources/guides/about', '/resources/guides'],
  ])('uses the fixed target: %s → %s', (path, target) => {
    expect(closeTarget(path, undefined)).toBe(target)
  })

  it.each(['/', '/about', '/login', '/register', '/cart', '/search'])('goes home from %s', (path) => {
    expect(fallbackCloseTarget(path)).toBe('/')
  })

  it('ignores a stored page that is the current page, external or protocol-relative', () => {
    expect(closeTarget('/news/a', '/news/a')).toBe('/news')
    expect(closeTarget('/news/a', '/news/a?x=1')).toBe('/news')
    expect(closeTarget('/news/a', 'https://example.com/')).toBe('/news')
    expect(closeTarget('/news/a', '//evil.example/')).toBe('/news')
    expect(closeTarget('/news/a', '')).toBe('/news')
  })

  it('ignores query strings and trailing slashes on the current page', () => {
    expect(fallbackCloseTarget('/press/a-book/?ref=x')).toBe('/press')
    expect(fallbackCloseTarget('/library-program/poulin/')).toBe('/library-program/about')
  })
})
