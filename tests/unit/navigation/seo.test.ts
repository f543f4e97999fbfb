import { describe, expect, it } from 'vitest'

import { buildMetadata, DEFAULT_DESCRIPTION } from '@/lib/seo/metadata'
import { isProductionSite, robotsRules } from '@/lib/seo/robotsRules'
import { sitemapEntries, STATIC_SITEMAP_PATHS } from '@/lib/seo/sitemapEntries'

const image = { url: '/media/a.jpg', alt: 'Cover', width: 1800, height: 1200, sizes: { medium: { url: '/media/a-1200.jpg', width: 1200, height: 800 } } }

describe('buildMetadata', () => {
  it('uses the page title, description and image with Open Graph tags', () => {
    const meta = buildMetadata({ title: 'News', description: 'Latest.', image, path: '/news', type: 'article' }, { siteTitle: 'A.R.T.' })
    expect(meta.title).toBe('News')
    expect(meta.description).toBe('Latest.')
    expect(meta.alternates?.canonical).toBe('/news')
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      siteName: 'A.R.T.',
      title: 'News — A.R.T.',
      url: '/news',
      images: [{ url: '/media/a-1200.jpg', width: 1200, height: 800, alt: 'Cover' }],
    })
  })

  it('falls back to the site-settings defaults, then to built-in ones', () => {
    const meta = buildMetadata({}, { description: 'Site text.', image: { url: '/d.jpg', alt: 'Logo' } })
    expect(meta.title).toBeUndefined()
    expect(meta.description).toBe('Site text.')
    expect(meta.openGraph).toMatchObject({ images: [{ url: '/d.jpg' }] })
    expect(buildMetadata({}, null).description).toBe(DEFAULT_DESCRIPTION)
  })

  it('ignores images that are only ids (unpopulated) and shortens long descriptions', () => {
    const meta = buildMetadata({ image: 4, description: 'x'.repeat(400) }, null)
    expect(meta.openGraph && 'images' in meta.openGraph).toBe(false)
    expect((meta.description as string).length).toBe(300)
  })
})

describe('sitemap entries', () => {
  it('lists the static routes and each published item under its route', () => {
    const entries = sitemapEntries({
      news: [{ slug: 'a-story', updatedAt: '2026-01-01T00:00:00.000Z' }],
      guides: [{ slug: 'reading' }],
      notes: [{ slug: 'a-note' }],
      editions: [{ slug: 'blue' }],
      pressBooks: [{ slug: 'press-book' }],
      libraryBooks: [{ slug: 'lib-book' }, { slug: null }],
    })
    const paths = entries.map((entry) => entry.path)
    expect(paths).toEqual(expect.arrayContaining([...STATIC_SITEMAP_PATHS]))
    expect(paths).toEqual(
      expect.arrayContaining(['/news/a-story', '/resources/guides/reading', '/resources/notes/a-note', '/editions/blue', '/press/press-book', '/library-program/lib-book']),
    )
    expect(paths).toHaveLength(STATIC_SITEMAP_PATHS.length + 6)
    expect(entries.find((entry) => entry.path === '/news/a-story')?.lastModified).toBe('2026-01-01T00:00:00.000Z')
    expect(paths).not.toContain('/cart')
  })
})

describe('robots', () => {
  it('disallows everything outside production', () => {
    expect(robotsRules({ SITE_ENV: 'staging', NODE_ENV: 'production' })).toEqual({ rules: { userAgent: '*', disallow: '/' } })
    expect(robotsRules({ NODE_ENV: 'development' })).toEqual({ rules: { userAgent: '*', disallow: '/' } })
  })

  it('allows crawling in production', () => {
    expect(isProductionSite({ SITE_ENV: 'production' })).toBe(true)
    expect(isProductionSite({ NODE_ENV: 'production' })).toBe(true)
    const rules = robotsRules({ SITE_ENV: 'production', SERVER_URL: 'https://www.example.org' })
    expect(rules.rules).toMatchObject({ allow: '/' })
    const disallowed = (rules.rules as { disallow: string[] }).disallow
    expect(disallowed).toEqual(expect.arrayContaining(['/api', '/admin', '/library-program/account']))
    // Lighthouse's SEO audit fails a page robots.txt keeps out; issue 15 asks 100 on search and cart.
    expect(disallowed).not.toContain('/search')
    expect(disallowed).not.toContain('/cart')
    // The login and registration pages are public doors; the account pages behind them are not.
    expect(disallowed).toContain('/login/')
    expect(disallowed).not.toContain('/login')
    expect(disallowed).not.toContain('/register')
    expect(rules.sitemap).toBe('https://www.example.org/sitemap.xml')
  })
})
