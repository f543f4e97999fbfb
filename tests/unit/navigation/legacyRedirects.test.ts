import { describe, expect, it } from 'vitest'

import { hasLivePreviewFlag, isLivePreview, LEGACY_REDIRECT_ROWS, legacyRedirect } from '@/lib/navigation/legacyRedirects'

const none = new URLSearchParams()
const go = (path: string, slug = 'art') => legacyRedirect(path, none, slug)?.location ?? null

describe('legacyRedirect: one test per row', () => {
  it('teaching-guides → guides', () => {
    expect(go('/resources/teaching-guides')).toBe('/resources/guides')
    expect(go('/resources/teaching-guides/reading-pictures')).toBe('/resources/guides/reading-pictures')
    // …and then on, by the /guides row below: one redirect, never a chain.
    expect(go('/teaching-guides')).toBe('/resources/guides')
    // An old link to one guide ends on that guide, not on a 404 at /guides/{slug}.
    expect(go('/teaching-guides/reading-pictures')).toBe('/resources/guides/reading-pictures')
  })

  it('/guides and /resources → /resources/guides', () => {
    expect(go('/guides')).toBe('/resources/guides')
    expect(go('/guides/')).toBe('/resources/guides')
    expect(go('/guides/reading-pictures')).toBe('/resources/guides/reading-pictures')
    expect(go('/guidesx')).toBeNull()
    expect(go('/resources')).toBe('/resources/guides')
    expect(go('/resources/notes')).toBeNull()
  })

  it('{slug}-press-book → press, with the configured slug', () => {
    expect(go('/art-press-book/blue-rooms')).toBe('/press/blue-rooms')
    expect(go('/xyz-press-book/blue-rooms', 'xyz')).toBe('/press/blue-rooms')
    expect(go('/xyz-press-book/blue-rooms', 'art')).toBeNull()
  })

  it('library-program-book → library-program', () => {
    expect(go('/library-program-book/blue-rooms')).toBe('/library-program/blue-rooms')
  })

  it('/homepage → /', () => {
    expect(go('/homepage')).toBe('/')
  })

  it('/library-program-learn-more → /library-program/about', () => {
    expect(go('/library-program-learn-more')).toBe('/library-program/about')
  })

  it('/learn-more → /library-program/about', () => {
    expect(go('/learn-more')).toBe('/library-program/about')
  })

  it('/{slug}-press-about → /press/about', () => {
    expect(go('/art-press-about')).toBe('/press/about')
    expect(go('/xyz-press-about', 'xyz')).toBe('/press/about')
  })

  it('/library-program-distribution-map → /library-program/map', () => {
    expect(go('/library-program-distribution-map')).toBe('/library-program/map')
  })

  it('/who-we-are → /about', () => {
    expect(go('/who-we-are')).toBe('/about')
  })

  it('/how-to-participate → /library-program/how-to-participate', () => {
    expect(go('/how-to-participate')).toBe('/library-program/how-to-participate')
  })

  it('/library-program-poulin-project → /library-program/poulin', () => {
    expect(go('/library-program-poulin-project')).toBe('/library-program/poulin')
  })

  it('has exactly the rows tested above', () => {
    expect(LEGACY_REDIRECT_ROWS).toHaveLength(13)
  })

  // A row's name is what a developer reads when a redirect goes wrong: it must say what the row does.
  it.each(LEGACY_REDIRECT_ROWS.map((row) => [row.name, row] as const))('does what its name says: %s', (name, row) => {
    const [from, to] = name.split(' → ').map((part) => (part.startsWith('/') ? part : `/${part}`))
    expect(to).toBeDefined()
    expect(row.rewrite(from.replace('{slug}', 'art'), 'art')).toBe(to)
  })
})

describe('legacyRedirect: behaviour', () => {
  it('leaves site routes alone', () => {
    for (const path of ['/', '/about', '/press', '/press/about', '/library-program/about', '/resources/guides']) {
      expect(go(path)).toBeNull()
    }
  })

  it('does not match a segment that merely contains a legacy word', () => {
    expect(go('/news/teaching-guides-are-back')).toBeNull()
    expect(go('/news/who-we-are')).toBeNull()
  })

  it('is a permanent redirect (308) that drops the query without preview', () => {
    const redirect = legacyRedirect('/who-we-are', new URLSearchParams('utm_source=x'))
    expect(redirect).toEqual({ location: '/about', status: 308 })
  })

  it('keeps the query with x-craft-live-preview and token', () => {
    const search = new URLSearchParams('x-craft-live-preview=abc&token=t1')
    expect(legacyRedirect('/homepage', search)?.location).toBe('/?x-craft-live-preview=abc&token=t1')
  })

  it('drops the query with the preview flag but no token', () => {
    expect(legacyRedirect('/homepage', new URLSearchParams('x-craft-live-preview=abc'))?.location).toBe('/')
  })

  it('accepts a trailing slash on exact paths', () => {
    expect(go('/who-we-are/')).toBe('/about')
    expect(go('/who-we-are//')).toBe('/about')
  })

  it('matches exact paths as written, not once their inner slashes are dropped', () => {
    expect(go('/home/page')).toBeNull()
    expect(go('/who-we-are/team')).toBeNull()
  })

  it('rewrites every occurrence of a legacy segment in one redirect', () => {
    expect(go('/teaching-guides/teaching-guides')).toBe('/resources/guides/guides')
  })

  it('reads the press slug literally, not as a pattern', () => {
    expect(go('/a.b-press-book/blue-rooms', 'a.b')).toBe('/press/blue-rooms')
    expect(go('/axb-press-book/blue-rooms', 'a.b')).toBeNull()
    expect(go('/a.b-press-about', 'a.b')).toBe('/press/about')
    expect(go('/axb-press-about', 'a.b')).toBeNull()
  })
})

describe('live preview flag', () => {
  it('recognises the old and Payload flags', () => {
    expect(hasLivePreviewFlag(new URLSearchParams('x-craft-live-preview=1'))).toBe(true)
    expect(hasLivePreviewFlag(new URLSearchParams('preview=true'))).toBe(true)
    expect(hasLivePreviewFlag(new URLSearchParams('q=preview'))).toBe(false)
    expect(isLivePreview(new URLSearchParams('preview=true&token=x'))).toBe(true)
  })
})
