/**
 * Seeds a throwaway database in-process and checks, through the Local API as the public sees it, that the demo
 * site has everything the brief promises: catalogue sizes, tags, editorial content, library program, commerce,
 * the exact site menu, donation presets and two working logins.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { hasRichText } from '../../../src/lib/content/richText'
import { LOCAL_SIGNUP_PATH } from '../../../src/lib/footer/mailingList'
import { seed } from '../../../scripts/seed/index'
import { createTestPayload, type TestPayload } from '../../helpers/payload'

let t: TestPayload
let payload: Payload
const ADMIN_PASSWORD = 'seed-admin-password'
const LIBRARY_PASSWORD = 'seed-library-password'

/** Public reads: only what an anonymous visitor may see (published documents). */
const countPublic = async (collection: Parameters<Payload['count']>[0]['collection'], where = {}) =>
  (await payload.count({ collection, where, overrideAccess: false })).totalDocs

beforeAll(async () => {
  t = await createTestPayload()
  payload = t.payload
  await seed(payload, { quiet: true, adminPassword: ADMIN_PASSWORD, libraryPassword: LIBRARY_PASSWORD })
}, 900_000)

afterAll(async () => {
  await t?.cleanup()
})

describe('seed', () => {
  it('publishes at least 300 Library Program and 60 press books, some out of stock', async () => {
    expect(await countPublic('books', { productTypeHandle: { equals: 'libraryProgram' } })).toBeGreaterThanOrEqual(300)
    expect(await countPublic('books', { productTypeHandle: { equals: 'press' } })).toBeGreaterThanOrEqual(60)
    expect(await countPublic('books', { inStock: { equals: false } })).toBeGreaterThan(0)
    expect(await countPublic('books', { inStock: { equals: true } })).toBeGreaterThan(0)
  })

  it('gives press books prices and every book a cover with the three image sizes and alt text', async () => {
    const { docs } = await payload.find({
      collection: 'books',
      where: { productTypeHandle: { equals: 'press' } },
      limit: 5,
      depth: 1,
      overrideAccess: false,
    })
    for (const book of docs) {
      expect(book.variants?.[0]?.price).toBeGreaterThan(0)
      expect(book.variants?.[0]?.sku).toBeTruthy()
      const cover = book.featuredImage
      expect(typeof cover).toBe('object')
      if (typeof cover !== 'object' || !cover) continue
      expect(cover.alt).toContain(book.title)
      expect(cover.sizes?.large?.url && cover.sizes?.medium?.url && cover.sizes?.mobile?.url).toBeTruthy()
    }
  })

  it('reads like a real organisation: own titles, covers, pictures, excerpts and quotes', async () => {
    const all = async <
      S extends 'books' | 'news' | 'guides' | 'notes' | 'editions' | 'testimonials' | 'participating-libraries',
    >(
      collection: S,
    ) => (await payload.find({ collection, pagination: false, depth: 1, overrideAccess: false })).docs
    const alt = (image: unknown) => (typeof image === 'object' && image && 'alt' in image ? String(image.alt) : '')
    const books = await all('books')
    expect(new Set(books.map((b) => b.title)).size).toBe(books.length)
    for (const book of books)
      expect(alt(book.featuredImage), book.title).toBe(`Cover of ${book.title} by ${book.authors}`)
    const news = await all('news')
    expect(new Set(news.map((n) => n.excerpt)).size).toBe(news.length)
    // Pictures say what they show; the heading printed beside them is never repeated in their alt text.
    const illustrated = [...news, ...(await all('editions')), ...(await all('guides')), ...(await all('notes'))]
    for (const item of illustrated) {
      expect(alt(item.featuredImage).length, item.title).toBeGreaterThan(20)
      expect(alt(item.featuredImage).toLowerCase(), item.title).not.toContain(item.title.toLowerCase())
    }
    // Covers come in several trim sizes, and each upload records its own.
    const ratios = new Set(
      books.map((b) => (typeof b.featuredImage === 'object' && b.featuredImage ? (b.featuredImage.width! / b.featuredImage.height!).toFixed(2) : '')),
    )
    expect(ratios.size).toBeGreaterThanOrEqual(4)
    const quotes = (await all('testimonials')).map((t) => t.quote)
    expect(new Set(quotes).size).toBe(quotes.length)
    for (const library of await all('participating-libraries')) expect(library.image, library.library).toBeTruthy()
    const pages = await Promise.all(
      (['about-page', 'support-page', 'press-about'] as const).map((slug) =>
        payload.findGlobal({ slug, depth: 1, overrideAccess: false }),
      ),
    )
    expect(new Set(pages.map((page) => alt(page.image))).size).toBe(3)
    const guidesAndNotes = [...(await all('guides')), ...(await all('notes'))]
    const texts = [...news, ...guidesAndNotes].flatMap((item) => [item.title, item.excerpt, item.seo?.description])
    for (const text of texts) expect(text?.split(':').length ?? 1, text ?? '').toBeLessThanOrEqual(2)
  })

  it('derives availability from stock', async () => {
    const { docs } = await payload.find({
      collection: 'books',
      where: { inStock: { equals: false } },
      limit: 3,
      depth: 0,
      overrideAccess: false,
    })
    for (const book of docs) expect(book.variants?.every((v) => v.stock === 0 && v.isAvailable === false)).toBe(true)
  })

  it('creates at least 150 tags across every group, artists with sort keys', async () => {
    expect(await countPublic('tags')).toBeGreaterThanOrEqual(150)
    for (const group of [
      'artists',
      'themes',
      'keywords',
      'bookTypes',
      'audiences',
      'formats',
      'publishers',
      'creators',
    ]) {
      expect(await countPublic('tags', { group: { equals: group } }), group).toBeGreaterThan(0)
    }
    expect(await countPublic('tags', { group: { equals: 'artists' }, sortBy: { exists: true } })).toBeGreaterThan(0)
    const featured = await payload.findGlobal({ slug: 'featured-tags', depth: 0, overrideAccess: false })
    expect(featured.artists?.length).toBeGreaterThan(0)
    expect(featured.themes?.length).toBeGreaterThan(0)
  })

  it('publishes the editorial content', async () => {
    expect(await countPublic('featured-collections')).toBe(4)
    expect(await countPublic('box-sets')).toBe(2)
    expect(await countPublic('news')).toBe(20)
    expect(await countPublic('guides')).toBe(12)
    expect(await countPublic('notes')).toBe(12)
    expect(await countPublic('editions')).toBe(8)
    expect(await countPublic('testimonials')).toBe(20)
    const { docs: guides } = await payload.find({ collection: 'guides', limit: 1, overrideAccess: false })
    expect(guides[0].methods?.length).toBeGreaterThan(0)
    expect(guides[0].backgroundColor).toMatch(/^#[0-9A-F]{6}$/i)
    const { docs: boxSets } = await payload.find({ collection: 'box-sets', limit: 2, overrideAccess: false })
    for (const set of boxSets) {
      expect(set.books?.length).toBeGreaterThan(0)
      expect(set.introductionText).toBeTruthy()
      expect(set.backgroundColor).toBeTruthy()
    }
  })

  it('places 150 participating libraries inside the United States, Alaska and Hawaii included', async () => {
    const { docs, totalDocs } = await payload.find({
      collection: 'participating-libraries',
      limit: 200,
      overrideAccess: false,
    })
    expect(totalDocs).toBe(150)
    for (const library of docs) {
      expect(library.latitude).toBeGreaterThan(18)
      expect(library.latitude).toBeLessThan(72)
      expect(library.longitude).toBeGreaterThan(-180)
      expect(library.longitude).toBeLessThan(-66)
    }
    expect(docs.some((l) => l.location.endsWith(', AK'))).toBe(true)
    expect(docs.some((l) => l.location.endsWith(', HI'))).toBe(true)
    expect(await countPublic('publishers')).toBe(20)
  })

  it('ships a share of its library orders, and the map agrees with the orders list', async () => {
    const { loadLibraryMapEntries } = await import('../../../src/lib/commerce/orders/libraryMap')
    const entries = await loadLibraryMapEntries(payload)
    // Every curated library once (those with an account carry the books its shipped orders sent), less the one
    // that chose to leave the map, plus the demo login's library, whose orders shipped.
    expect(entries).toHaveLength(150 - 1 + 1)
    expect(entries.filter((entry) => entry.name === 'Hudson Area Library')).toHaveLength(1)
    const withBooks = entries.filter((entry) => entry.books !== null)
    expect(withBooks.length).toBeGreaterThanOrEqual(40)
    const { docs: shipped } = await payload.find({
      collection: 'orders',
      where: { type: { equals: 'library' }, status: { in: ['shipped', 'completed'] } },
      pagination: false,
      depth: 1,
      overrideAccess: true,
    })
    const onMap = shipped.filter((order) => typeof order.account === 'object' && order.account?.showOnMap !== false)
    expect(withBooks.reduce((sum, entry) => sum + entry.books!, 0)).toBe(onMap.reduce((sum, order) => sum + (order.totalQty ?? 0), 0))
    // Placed by their ZIP codes, not at their states' centres.
    expect(withBooks.filter((entry) => entry.approximate)).toEqual([])
  })

  it('sets library types with book limits, countries with states and the free shipping method', async () => {
    const { docs: types } = await payload.find({ collection: 'library-types', limit: 20, overrideAccess: false })
    const limits = Object.fromEntries(types.map((type) => [type.title, type.bookLimit]))
    expect(limits).toMatchObject({ Public: 10, School: 15, Prison: 20, Tribal: 20 })
    expect(await countPublic('library-communities')).toBeGreaterThan(0)
    const {
      docs: [us],
    } = await payload.find({ collection: 'countries', where: { iso: { equals: 'US' } }, overrideAccess: false })
    expect(us.enabled).toBe(true)
    expect(us.states).toHaveLength(51)
    expect(us.states?.find((s) => s.abbreviation === 'DC')?.name).toBe('District of Columbia')
    expect(await countPublic('countries', { iso: { equals: 'CA' }, enabled: { equals: true } })).toBe(1)
    expect(await countPublic('shipping-methods', { handle: { equals: 'freeShipping' } })).toBe(1)
    expect(await countPublic('tax-rates')).toBeGreaterThan(0)
  })

  it('fills the site menu exactly as the spec lists it', async () => {
    const menus = await payload.findGlobal({ slug: 'menus', overrideAccess: false })
    const items = (section: {
      items?: Array<{ title: string; link: string; isCart?: boolean | null; visibility?: string | null }> | null
    }) =>
      section.items?.map(({ title, link, isCart, visibility }) => ({
        title,
        link,
        isCart: Boolean(isCart),
        visibility,
      }))
    expect(menus.about.title).toBe('About')
    expect(items(menus.about)).toEqual([
      { title: 'Who we are', link: '/about', isCart: false, visibility: 'always' },
      { title: 'Support', link: '/support', isCart: false, visibility: 'always' },
      { title: 'Editions', link: '/editions', isCart: false, visibility: 'always' },
      { title: 'News', link: '/news', isCart: false, visibility: 'always' },
    ])
    expect(menus.libProgram.title).toBe('Library Program')
    expect(items(menus.libProgram)).toEqual([
      { title: 'Order Books', link: '/library-program', isCart: false, visibility: 'always' },
      { title: 'Learn More', link: '/library-program/about', isCart: false, visibility: 'always' },
      { title: 'Distribution Map', link: '/library-program/map', isCart: false, visibility: 'always' },
      { title: 'View/Submit Order', link: '/cart', isCart: true, visibility: 'loggedIn' },
    ])
    expect(menus.press.title).toBe('A.R.T. Press')
    expect(items(menus.press)).toEqual([
      { title: 'Catalog', link: '/press', isCart: false, visibility: 'always' },
      { title: 'About', link: '/press/about', isCart: false, visibility: 'always' },
      { title: 'Cart', link: '/cart', isCart: true, visibility: 'loggedOut' },
    ])
    expect(menus.resources.title).toBe('Reading Resources')
    expect(items(menus.resources)).toEqual([
      { title: 'Teaching Guides', link: '/resources/guides', isCart: false, visibility: 'always' },
      { title: 'Notes', link: '/resources/notes', isCart: false, visibility: 'always' },
    ])
  })

  it('offers monthly, single and annual donations of $50–$500 plus a custom amount', async () => {
    const options = await payload.findGlobal({ slug: 'donation-options', overrideAccess: false })
    const intervals = options.stripeDonations ?? []
    expect(intervals.map((i) => [i.intervalName, Boolean(i.oneTimePayment)])).toEqual([
      ['monthly', false],
      ['single', true],
      ['annual', false],
    ])
    for (const interval of intervals) {
      const amounts = interval.availableAmounts ?? []
      expect(amounts.filter((a) => !a.openAmount).map((a) => a.amount)).toEqual([50, 100, 150, 250, 500])
      expect(amounts.filter((a) => a.openAmount)).toHaveLength(1)
      expect(amounts.every((a) => hasRichText(a.amountDescription))).toBe(true)
    }
  })

  it('fills every global with published text', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(settings.searchSuggestions?.length).toBeGreaterThan(3)
    // The default list is the site's own sign-up form, stored in mailing-list-subscribers.
    expect(settings.mailingLists).toEqual([expect.objectContaining({ mailingListIframe: LOCAL_SIGNUP_PATH })])
    const cta = JSON.stringify(settings.mailingListCta)
    expect(cta).toContain('"type":"link"')
    expect(cta).toContain('"format":8') // underlined
    expect(settings.footer?.socialLinks?.length).toBeGreaterThan(0)
    expect(settings.footer?.contact).toBeTruthy()
    expect(settings.navTexts?.about).toBeTruthy()
    const about = await payload.findGlobal({ slug: 'about-page', overrideAccess: false })
    expect(about.faq?.length).toBeGreaterThanOrEqual(6)
    const learnMore = await payload.findGlobal({ slug: 'learn-more', overrideAccess: false })
    expect(
      learnMore.relatedNews?.length &&
        learnMore.featuredPublishers?.length &&
        learnMore.participatingLibraries?.length &&
        learnMore.featuredTestimonials?.length,
    ).toBeTruthy()
    const poulin = await payload.findGlobal({ slug: 'poulin', overrideAccess: false })
    expect(poulin.prompts?.length && poulin.publishers?.length && poulin.supportLogos?.length).toBeTruthy()
    for (const slug of [
      'site-settings',
      'menus',
      'about-page',
      'support-page',
      'press-about',
      'learn-more',
      'poulin',
      'how-to-participate',
      'featured-tags',
      'donation-options',
    ] as const) {
      const global = await payload.findGlobal({ slug, draft: false, overrideAccess: true })
      expect((global as { _status?: string })._status, slug).toBe('published')
    }
  })

  it('creates an admin and a verified library account that can log in', async () => {
    const admin = await payload.login({
      collection: 'users',
      data: { email: 'admin@art.local', password: ADMIN_PASSWORD },
    })
    expect(admin.user?.roles).toContain('admin')
    const library = await payload.login({
      collection: 'accounts',
      data: { email: 'library@art.local', password: LIBRARY_PASSWORD },
    })
    expect(library.user?._verified).toBe(true)
    expect(library.user?.libraryType).toBeTruthy()
  })

  it('gives staff a waiting list: libraries waiting for out-of-stock Library Program books, the demo login not among them', async () => {
    const { docs } = await payload.find({ collection: 'waiting-list-entries', depth: 1, pagination: false, overrideAccess: true })
    expect(new Set(docs.map((wait) => (wait.book as { id: number }).id)).size).toBeGreaterThanOrEqual(3)
    for (const wait of docs) {
      const book = wait.book as { productTypeHandle: string; inStock: boolean }
      expect(book).toMatchObject({ productTypeHandle: 'libraryProgram', inStock: false })
      expect((wait.account as { email: string }).email).not.toBe('library@art.local')
      expect(wait.endedAt ?? null).toBeNull()
    }
  })

  it('refuses to seed a database that already has content', async () => {
    await expect(seed(payload, { quiet: true })).rejects.toThrow(/already has content/)
  })
})
