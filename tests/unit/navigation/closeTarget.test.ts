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

  it('ignores a stored page that is the current page with extra trailing slashes', () => {
    expect(closeTarget('/news/a', '/news/a//')).toBe('/news')
    expect(closeTarget('/news/a//', '/news/a')).toBe('/news')
  })

  it('keeps the fixed targets to their exact pages', () => {
    // A library-program page whose slug merely begins like a fixed page is a detail page of the section.
    expect(fallbackCloseTarget('/library-program/poulin-publishers')).toBe('/library-program')
    expect(fallbackCloseTarget('/library-program/how-to-participate-in-2025')).toBe('/library-program')
    expect(fallbackCloseTarget('/editions-archive')).toBe('/')
  })

  it.each([
    ['/news/editions', '/news'],
    ['/news/library-program/poulin', '/news'],
    ['/press/resources/guides/about', '/press'],
    ['/about/library-program/x', '/'],
    ['/about/press/x', '/'],
    ['/about/news/x', '/'],
    ['/about/resources/guides/x', '/'],
    ['/about/resources/notes/x', '/'],
  ])('matches sections and fixed pages only from the start of the path: %s → %s', (path, target) => {
    expect(fallbackCloseTarget(path)).toBe(target)
  })

  it('treats a section index itself as no detail page', () => {
    for (const path of ['/library-program', '/press/', '/news', '/resources/guides', '/resources/notes/'])
      expect(fallbackCloseTarget(path)).toBe('/')
  })
})
