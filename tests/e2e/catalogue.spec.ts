/**
 * Catalogue, filter modal, search dialog and /search against a seeded server (E2E_BASE_URL).
 * Tag names, featured tags and search suggestions are read from the server's own JSON endpoints,
 * so the spec holds for any seed.
 */
import { expect, test, type Page } from './fixtures'

import { groupByLetter } from '../../src/lib/catalogue/letters'
import { sidewaysOverflow } from './layout'
import { expectNoAxeViolations } from './axe'

type Tag = { id: number; title: string; slug: string; group: string; sortBy?: string | null }
type FilterList = { tags: Tag[]; featured: Tag[] }

/** Lighthouse's phone. */
const PHONE = { width: 412, height: 823 }

const TYPES = ['Themes', 'Artists', 'Keywords', 'Audiences', 'Formats', 'Publishers'] as const

async function filterList(page: Page, type: string): Promise<FilterList> {
  const response = await page.request.get(`/api/search/filters?type=${type}`)
  expect(response.ok()).toBe(true)
  return response.json()
}

const filterDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: 'You can filter by one or more' })
const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Need help finding something?' })
const filterBarButton = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Filter by' }).getByRole('button', { name: new RegExp(`^${label}`) })

/** Clicks a filter bar button until its modal shows: a click that lands before the page has hydrated opens nothing. */
async function clickUntilFilterOpens(page: Page, label: string) {
  await expect(async () => {
    await filterBarButton(page, label).click({ timeout: 5_000 })
    await expect(filterDialog(page)).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
}

async function openCatalogueFilter(page: Page, label: string) {
  await clickUntilFilterOpens(page, label)
  const dialog = filterDialog(page)
  await expect(dialog.getByRole('navigation', { name: 'Jump to letter' })).toBeVisible()
  return dialog
}

test.describe('filter modal', () => {
  test('says what each of the six types filters by, and Escape closes it with focus back on its button', async ({
    page,
  }) => {
    await page.goto('/library-program')
    for (const label of TYPES) {
      await clickUntilFilterOpens(page, label)
      const dialog = filterDialog(page)
      await expect(dialog.getByText(`You can filter by one or more ${label}`, { exact: true })).toBeVisible()
      await expect(
        dialog.getByText(/Choices in one list widen the results; choices across lists narrow them/),
      ).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(filterBarButton(page, label)).toBeFocused()
    }
  })

  test('lists featured artists, groups artists by sort key or last word, and jumps to a letter', async ({ page }) => {
    const { tags, featured } = await filterList(page, 'artists')
    await page.goto('/library-program')
    const dialog = await openCatalogueFilter(page, 'Artists')

    const featuredSection = dialog.getByRole('region', { name: 'Featured' })
    if (featured.length) {
      for (const tag of featured) await expect(featuredSection.getByRole('button', { name: tag.title })).toBeVisible()
    }

    const groups = groupByLetter(tags)
    for (const group of groups) {
      const region = dialog.getByRole('region', { name: group.letter, exact: true })
      await expect(region.getByRole('button')).toHaveText(group.items.map((t) => t.title))
    }

    const last = groups[groups.length - 1]!
    await dialog.getByRole('button', { name: `Jump to ${last.letter}` }).click()
    await expect(dialog.getByRole('heading', { name: last.letter, exact: true })).toBeInViewport()
    // Letters with no artist are shown but cannot be chosen.
    const empty = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').filter((l) => !groups.some((g) => g.letter === l))
    for (const letter of empty) await expect(dialog.getByRole('button', { name: `Jump to ${letter}` })).toHaveCount(0)
  })

  test('Submit (count) is enabled only with a selection and commits the filters to the URL', async ({ page }) => {
    const { tags } = await filterList(page, 'themes')
    const [first, second] = [...tags].sort((a, b) => a.title.localeCompare(b.title))
    await page.goto('/library-program')
    const total = await page
      .getByRole('status')
      .filter({ hasText: /books?/ })
      .first()
      .textContent()
    const dialog = await openCatalogueFilter(page, 'Themes')
    const submit = dialog.getByRole('button', { name: /^Submit/ })
    await expect(submit).toHaveText('Submit (0)')
    await expect(submit).toBeDisabled()

    const item = (tag: Tag) =>
      dialog.getByRole('region', { name: /^[A-Z#]$/ }).getByRole('button', { name: tag.title, exact: true })
    await item(first!).click()
    await expect(item(first!)).toHaveAttribute('aria-pressed', 'true')
    await expect(submit).toHaveText('Submit (1)')
    await expect(submit).toBeEnabled()
    await item(first!).click()
    await expect(item(first!)).toHaveAttribute('aria-pressed', 'false')
    await expect(submit).toBeDisabled()

    await item(first!).click()
    await item(second!).click()
    await expect(submit).toHaveText('Submit (2)')
    await dialog.getByRole('button', { name: 'Clear filters' }).click()
    await expect(submit).toHaveText('Submit (0)')

    await item(first!).click()
    await submit.click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`[?&]themes=${first!.slug}(&|$)`))
    await expect(page.getByRole('list', { name: 'Chosen filters' })).toContainText(first!.title)
    // The view lands on its results; the featured bands stay on the landing view.
    await expect(page.getByRole('list', { name: 'Chosen filters' })).toBeInViewport()
    await expect(page.locator('section[aria-labelledby^="band-"]')).toHaveCount(0)
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /books?|No books/ })
        .first(),
    ).not.toHaveText(total ?? '')
  })

  test('auto-submit applies each choice at once and keeps the modal open', async ({ page }) => {
    const { tags } = await filterList(page, 'keywords')
    const tag = tags[0]!
    await page.goto('/library-program')
    const dialog = await openCatalogueFilter(page, 'Keywords')
    await dialog.getByRole('checkbox', { name: 'Apply each choice at once' }).check()
    await dialog
      .getByRole('region', { name: /^[A-Z#]$/ })
      .getByRole('button', { name: tag.title, exact: true })
      .click()
    await expect(page).toHaveURL(new RegExp(`[?&]keywords=${tag.slug}`), { timeout: 30_000 })
    await expect(dialog).toBeVisible()
  })

  test('Clear filters and Submit (count) stand alone at the foot; the apply-at-once choice sits with the instructions', async ({
    page,
  }) => {
    await page.goto('/library-program')
    const dialog = await openCatalogueFilter(page, 'Themes')
    const auto = await dialog.getByRole('checkbox', { name: 'Apply each choice at once' }).boundingBox()
    const instruction = await dialog.getByText('You can filter by one or more Themes').boundingBox()
    const firstItem = await dialog.getByRole('region', { name: /^[A-Z#]$/ }).first().boundingBox()
    expect(auto!.y).toBeGreaterThan(instruction!.y)
    expect(auto!.y).toBeLessThan(firstItem!.y)
    const foot = dialog.locator('footer')
    await expect(foot.getByRole('button')).toHaveText(['Clear filters', 'Submit (0)'])
    await expect(foot.getByRole('checkbox')).toHaveCount(0)
  })

  test('keeps keyboard focus inside while open', async ({ page, isMobile }) => {
    // allowed-skip: project
    test.skip(isMobile, 'keyboard test on desktop')
    await page.goto('/library-program')
    const dialog = await openCatalogueFilter(page, 'Formats')
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
  })

  test('lays items out in 4 columns on desktop and 2 on mobile', async ({ page, isMobile }) => {
    await page.goto('/library-program')
    const dialog = await openCatalogueFilter(page, 'Artists')
    const columns = await dialog
      .getByRole('region', { name: /^[A-Z]$/ })
      .first()
      .getByRole('list')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
    expect(columns).toBe(isMobile ? 2 : 4)
  })

  test('the library overview lists every filter type and opens one', async ({ page }) => {
    await page.goto('/library-program')
    const dialog = page.getByRole('dialog', { name: 'Browse the library' })
    // Retried: a click that lands before the page has hydrated opens nothing.
    await expect(async () => {
      await filterBarButton(page, 'All filters').click({ timeout: 5_000 })
      await expect(dialog).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 60_000 })
    for (const label of TYPES) await expect(dialog.getByRole('button', { name: new RegExp(`^${label}`) })).toBeVisible()
    await dialog.getByRole('button', { name: /^Publishers/ }).click()
    await expect(filterDialog(page).getByText('You can filter by one or more Publishers')).toBeVisible()
  })
})

test.describe('search dialog', () => {
  test('shows the title, a placeholder from the suggestions, and does not submit empty text', async ({ page }) => {
    const { phrases } = (await (await page.request.get('/api/search/suggestions')).json()) as { phrases: string[] }
    await page.goto('/library-program')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = searchDialog(page)
    await expect(dialog.getByRole('heading', { name: 'Need help finding something?' })).toBeVisible()
    const box = dialog.getByRole('searchbox', { name: 'Search the site' })
    if (phrases.length)
      await expect.poll(async () => phrases.includes((await box.getAttribute('placeholder')) ?? '')).toBe(true)

    await box.fill('   ')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/library-program$/)
    await expect(dialog).toBeVisible()

    await box.fill('photography')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?search=photography$/)
    await expect(dialog).toBeHidden()
  })

  test('browses Artists, Themes and Keywords with counts, clears them, and searches by filter', async ({ page }) => {
    const artists = (await filterList(page, 'artists')).tags
    const themes = (await filterList(page, 'themes')).tags
    await page.goto('/library-program')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = searchDialog(page)
    for (const label of ['Artists', 'Themes', 'Keywords']) {
      await expect(dialog.getByRole('button', { name: new RegExp(`^${label}`) })).toContainText('0')
    }

    await dialog.getByRole('button', { name: /^Artists/ }).click()
    let filters = filterDialog(page)
    await expect(filters.getByText('You can filter by one or more Artists')).toBeVisible()
    await filters
      .getByRole('region', { name: /^[A-Z#]$/ })
      .getByRole('button', { name: artists[0]!.title, exact: true })
      .click()
    await page.keyboard.press('Escape')
    // Closing the modal returns to the search dialog, with the choice counted.
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: /^Artists/ })).toContainText('1')
    await dialog.getByRole('button', { name: 'Clear filters' }).click()
    await expect(dialog.getByRole('button', { name: /^Artists/ })).toContainText('0')

    await dialog.getByRole('button', { name: /^Themes/ }).click()
    filters = filterDialog(page)
    await filters
      .getByRole('region', { name: /^[A-Z#]$/ })
      .getByRole('button', { name: themes[0]!.title, exact: true })
      .click()
    await filters.getByRole('button', { name: 'Submit (1)' }).click()
    await expect(page).toHaveURL(new RegExp(`/search\\?filter=${themes[0]!.slug}$`))
    await expect(page.getByRole('heading', { name: new RegExp(`Books filed under ${themes[0]!.title}`) })).toBeVisible()
  })
})

test.describe('search dialog and results focus (issue 34)', () => {
  test('the button names the typed query, and Show results waits for a chosen filter', async ({ page }) => {
    await page.goto('/library-program')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = searchDialog(page)
    await expect(dialog.getByRole('button', { name: /^Show results/ })).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Clear filters' })).toBeVisible()
    await dialog.getByRole('searchbox', { name: 'Search the site' }).fill('color')
    await expect(dialog.getByRole('button', { name: 'Search for “color”' })).toBeEnabled()
    await expect(dialog.getByRole('button', { name: /^Show results/ })).toHaveCount(0)
  })

  test('a search sent from the dialog moves focus to the results heading', async ({ page }) => {
    await page.goto('/library-program')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await searchDialog(page).getByRole('searchbox', { name: 'Search the site' }).fill('color')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?search=color$/)
    await expect(page.getByRole('heading', { level: 2, name: /results? for “color”/ })).toBeFocused()
  })

  test('a search sent from the results page moves focus to the new results heading; a link to results does not', async ({
    page,
  }) => {
    await page.goto('/search?search=color')
    await expect(page.getByRole('heading', { level: 2, name: /results? for “color”/ })).not.toBeFocused()
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' })
    await box.fill('photo')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?search=photo$/)
    await expect(page.getByRole('heading', { level: 2, name: /results? for “photo”/ })).toBeFocused()
  })
})

test.describe('/search', () => {
  test('groups results with counts and marks the matched words, forgiving a typo', async ({ page }) => {
    await page.goto('/search?search=photgraphy')
    await expect(page.getByRole('heading', { level: 2, name: /\d+ results? for “photgraphy”/ })).toBeVisible()
    const lp = page.getByRole('region', { name: /Library Program books/ })
    await expect(lp.getByRole('heading', { level: 2 })).toContainText(/\(\d+ results?\)/)
    await expect(lp.locator('mark').first()).toHaveText(/^photograph/i)
  })

  test('matches a prefix while typing', async ({ page }) => {
    await page.goto('/search?search=photo')
    await expect(page.locator('mark').first()).toHaveText(/^photo/i)
  })

  test('suggests featured filters when nothing matches', async ({ page }) => {
    await page.goto('/search?search=zzqxv')
    await expect(page.getByRole('heading', { name: /No results for “zzqxv”/ })).toBeVisible()
    const suggestions = page.getByRole('navigation', { name: 'Featured filters' }).getByRole('link')
    expect(await suggestions.count()).toBeGreaterThan(0)
    await suggestions.first().click()
    await expect(page).toHaveURL(/\/search\?filter=/)
  })

  test('the JSON endpoint rejects bad input with a clear message', async ({ request }) => {
    const empty = await request.get('/api/search?search=')
    expect(empty.status()).toBe(400)
    expect((await empty.json()).error).toMatch(/search must not be empty/)
    const big = await request.get('/api/search?search=art&limit=5000')
    expect(big.status()).toBe(400)
    expect((await big.json()).error).toMatch(/limit/)
  })
})

test.describe('catalogue URL state', () => {
  test('stock, order and page live in the URL: reload keeps them and back undoes them', async ({ page }) => {
    await page.goto('/library-program')
    await page.getByRole('navigation', { name: 'Stock' }).getByRole('link', { name: 'In stock' }).click()
    await expect(page).toHaveURL(/\?stock=in$/)
    await page.getByRole('navigation', { name: 'Order' }).getByRole('link', { name: 'Newest' }).click()
    await expect(page).toHaveURL(/\?stock=in&sort=newest$/)
    const pages = page.getByRole('navigation', { name: 'Pages' })
    await pages.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\?stock=in&sort=newest&page=2$/)
    const firstTitle = await page.locator('#catalogue h3').first().textContent()

    await page.reload()
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.locator('#catalogue h3').first()).toHaveText(firstTitle!)
    await expect(
      page.getByRole('navigation', { name: 'Stock' }).getByRole('link', { name: 'In stock' }),
    ).toHaveAttribute('aria-current', 'true')

    await page.goBack()
    await expect(page).toHaveURL(/\?stock=in&sort=newest$/)
    await page.goBack()
    await expect(page).toHaveURL(/\?stock=in$/)
  })

  test('a book page links each tag to the catalogue filtered by it', async ({ page }) => {
    await page.goto('/library-program')
    await page.locator('#catalogue h3').first().click()
    await expect(page).toHaveURL(/\/library-program\/[a-z0-9-]+$/)
    const tagLink = page.locator('dl a').first()
    const href = await tagLink.getAttribute('href')
    expect(href).toMatch(/^\/library-program\?(themes|artists|keywords|audiences|formats|publishers)=[a-z0-9-]+$/)
    await tagLink.click()
    await expect(page.getByRole('list', { name: 'Chosen filters' })).toBeVisible()
  })

  test('a press book shows its price in dollars', async ({ page }) => {
    await page.goto('/press')
    await expect(
      page
        .locator('#catalogue')
        .getByText(/^\$\d+\.\d{2}$/)
        .first(),
    ).toBeVisible()
  })
})

test.describe('catalogue and search views by URL', () => {
  test('the address bar keeps the public URL, and the same state in another order shows the same books', async ({
    page,
  }) => {
    const themes = await filterList(page, 'themes')
    const slug = themes.tags[0].slug
    await page.goto(`/library-program?stock=in&themes=${slug}&utm_source=test`)
    await expect(page).toHaveURL(new RegExp(`/library-program\\?stock=in&themes=${slug}&utm_source=test$`))
    const titles = await page.locator('#catalogue h3').allTextContents()
    const count = await page.locator('#catalogue [role="status"]').textContent()
    await page.goto(`/library-program?themes=${slug}&stock=in`)
    await expect(page.locator('#catalogue [role="status"]')).toHaveText(count!)
    expect(await page.locator('#catalogue h3').allTextContents()).toEqual(titles)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Books')
    await expect(page).toHaveTitle(/Order Books/)
  })

  test('names the public URL with its canonical query as the address of the page', async ({ page }) => {
    await page.goto('/library-program?stock=out&utm_source=test&sort=title')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/library-program\?stock=out$/)
    await page.goto('/search?search=photography&utm_source=test')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search\?search=photography$/)
  })

  test('answers 404 at the internal addresses that once served cached views and lists', async ({ request }) => {
    for (const path of [
      '/cached-view/library-program/default',
      '/cached-view/press/stock%3Din',
      '/cached-view/search/search%3Dphotography',
      '/cached-list/news/1',
      '/cached-list/testimonials/2',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })

  test.describe('after a publish', () => {
    // allowed-skip: project
    test.skip(({ isMobile }) => isMobile, 'one run is enough: it edits shared content')

    test('a renamed book shows on the catalogue and in /search within 5 seconds', async ({ admin, page, request }) => {
      const login = await request.post('/api/users/login', { data: admin })
      expect(login.status()).toBe(200)
      const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
      await page.goto('/library-program')
      const card = page.locator('#catalogue h3').first()
      const title = (await card.textContent())!.trim()
      const found = await request.get(`/api/books?where[title][equals]=${encodeURIComponent(title)}&limit=1&depth=0`, {
        headers,
      })
      const book = ((await found.json()) as { docs: { id: number; title: string }[] }).docs[0]
      expect(book.title).toBe(title)
      await page.goto(`/search?search=${encodeURIComponent(title)}`)

      const changed = `${title} Zz${Date.now()}`
      try {
        const update = await request.patch(`/api/books/${book.id}`, {
          headers,
          data: { title: changed, _status: 'published' },
        })
        expect(update.status()).toBe(200)
        await expect(async () => {
          await page.goto(`/search?search=${encodeURIComponent(title)}`)
          await expect(page.getByText(changed).first()).toBeVisible({ timeout: 500 })
          await page.goto('/library-program?sort=title')
          await expect(page.getByText(changed).first()).toBeVisible({ timeout: 500 })
        }).toPass({ timeout: 5_000, intervals: [250, 500, 1000] })
      } finally {
        await request.patch(`/api/books/${book.id}`, { headers, data: { title, _status: 'published' } })
      }
    })
  })
})

test.describe('showcase', () => {
  type Band = { title: string; books: (number | { title: string; _status?: string })[] }

  test('the featured collections and box sets show above the catalogue, each with its published books', async ({
    page,
  }) => {
    const bands: Band[] = []
    for (const collection of ['featured-collections', 'box-sets']) {
      const response = await page.request.get(`/api/${collection}?where[typeHandle][equals]=libraryProgram&depth=1&limit=12`)
      expect(response.ok()).toBe(true)
      bands.push(...((await response.json()).docs as Band[]))
    }
    // Populated for a visitor, a relation holds the published books only.
    const shown = bands.filter((band) => band.books.some((book) => typeof book === 'object'))
    expect(shown.length, 'the seed has a featured collection or box set with books').toBeGreaterThan(0)
    await page.goto('/library-program')
    for (const band of shown) {
      const section = page.getByRole('region', { name: band.title })
      await expect(section).toBeVisible()
      const first = band.books.find((book) => typeof book === 'object') as { title: string }
      await expect(section.getByRole('heading', { name: first.title, exact: true }).first()).toBeVisible()
    }
    const catalogueTop = await page.getByRole('list', { name: 'Filter by' }).boundingBox()
    const lastBand = await page.getByRole('region', { name: shown.at(-1)!.title }).boundingBox()
    expect(lastBand!.y).toBeLessThan(catalogueTop!.y)
  })

  test('the catalogues fit the screen’s width: only a band’s row of books scrolls sideways', async ({ page }) => {
    for (const path of ['/library-program', '/press', '/search?search=color']) {
      await page.goto(path, { waitUntil: 'networkidle' })
      expect(await sidewaysOverflow(page), path).toBe(0)
    }
  })

  test('at phone width, a band fetches the covers beyond the screen’s width only as they are scrolled to', async ({
    page,
    isMobile,
  }) => {
    // Chrome's mobile emulation lays out a scrolling row's hidden cards a frame after the first paint and then
    // fetches their covers; what matters there (nothing but the first covers before the first paint) is
    // timing, which tests do not assert. Desktop Chrome at phone width keeps them unrendered until scrolled to.
    // allowed-skip: project
    test.skip(isMobile, 'mobile emulation renders the row a frame later instead')
    await page.setViewportSize(PHONE)
    const requested = new Set<string>()
    page.on('request', (request) => {
      const file = new URL(request.url()).searchParams.get('url')
      if (request.url().includes('/_next/image') && file) requested.add(file)
    })
    await page.goto('/library-program', { waitUntil: 'networkidle' })
    const books = page.locator('section[aria-labelledby^="band-"]').first().getByRole('list')
    const covers = await books
      .locator('img')
      .evaluateAll((images) => images.map((image) => new URL(image.getAttribute('src')!, location.href).searchParams.get('url')!))
    expect(covers.length, 'the first band has more books than a phone shows at once').toBeGreaterThan(4)
    expect(covers.filter((file) => requested.has(file)).length).toBeLessThanOrEqual(4)
    expect(requested.has(covers.at(-1)!)).toBe(false)

    await books.scrollIntoViewIfNeeded()
    await books.evaluate((list) => list.scrollTo({ left: list.scrollWidth }))
    await expect.poll(() => requested.has(covers.at(-1)!), { message: 'the last cover, scrolled to' }).toBe(true)
    await expect(books.getByRole('listitem').last().getByRole('img')).toBeVisible()
  })

  test('the page does not shift as it loads for a logged-out visitor: the login box holds its place', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = [])
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/library-program', { waitUntil: 'networkidle' })
    const loginBox = page.getByRole('complementary', { name: 'Order books' })
    await expect(loginBox.getByRole('link', { name: 'Login' })).toBeVisible()
    const shift = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0))
    expect(shift).toBeLessThan(0.01)
  })
})

test.describe('covers', () => {
  test('are optimised AVIF/WebP images with sizes, whose srcset stops at the upload’s own width', async ({
    page,
    request,
  }) => {
    await page.goto('/press')
    const cover = page.locator('#catalogue img').first()
    expect(await cover.getAttribute('sizes')).toBeTruthy()
    const candidates = (await cover.getAttribute('srcset'))!.split(', ').map((entry) => {
      const [url, descriptor] = entry.split(' ')
      return { url, width: Number(descriptor.replace(/w$/, '')) }
    })
    const filename = new URL(candidates[0].url, 'http://site').searchParams.get('url')!.split('/').pop()!
    const media = await (
      await request.get(`/api/media?where[filename][equals]=${encodeURIComponent(filename)}&depth=0`)
    ).json()
    const uploadWidth: number = media.docs[0].width
    const widths = candidates.map((candidate) => candidate.width)
    // Every candidate but the last is narrower than the upload; the last holds all of it.
    expect(widths.slice(0, -1).every((width) => width < uploadWidth)).toBe(true)
    expect(widths.at(-1)).toBeGreaterThanOrEqual(Math.min(uploadWidth, 640))
    // Every candidate is a width the optimiser serves (it answers 400 to a width it was not configured with).
    for (const candidate of candidates) {
      const file = await request.get(candidate.url, { headers: { accept: 'image/avif,image/webp,*/*' } })
      expect(file.status(), candidate.url).toBe(200)
      expect(file.headers()['content-type']).toMatch(/^image\/(avif|webp)$/)
    }
  })
  test('a book page keeps the cover’s space before the image arrives, so the text below never jumps', async ({
    page,
  }) => {
    await page.goto('/press')
    const href = await page.locator('#catalogue article a').first().getAttribute('href')
    // The image never arrives: the space the page keeps for it is all the layout has to go on.
    await page.route('**/_next/image**', (route) => route.abort())
    await page.goto(href!)
    const box = await page
      .getByRole('img', { name: /^Cover of/ })
      .first()
      .boundingBox()
    expect(box!.width).toBeGreaterThan(100)
    expect(box!.height / box!.width).toBeCloseTo(4 / 3, 1)
  })
})

test.describe('catalogues that show the books (issue 34)', () => {
  test('a wide screen lays the grid out five or more across', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    for (const path of ['/library-program', '/press']) {
      await page.goto(path)
      const columns = await page
        .locator('#catalogue ul')
        .filter({ has: page.locator('article') })
        .first()
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length)
      expect(columns, path).toBeGreaterThanOrEqual(5)
    }
  })

  test('a skip link goes past the featured bands, another past the filters to the results', async ({ page }) => {
    await page.goto('/library-program')
    const toCatalogue = page.getByRole('link', { name: 'Skip to the full catalogue' })
    await expect(toCatalogue).toBeVisible()
    await toCatalogue.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('#catalogue')).toBeFocused()

    // The next stop is the skip past the filters, seen once focused.
    await page.keyboard.press('Tab')
    const toResults = page.getByRole('link', { name: 'Skip to results' })
    await expect(toResults).toBeFocused()
    await expect(toResults).toBeVisible()
    await page.keyboard.press('Enter')
    const results = page.locator('#catalogue').getByRole('status')
    await expect(results).toBeFocused()
    await expect(results).toBeInViewport()
    // And on from there into the books.
    await page.keyboard.press('Tab')
    await expect(page.locator('#catalogue article a').first()).toBeFocused()
  })

  test('stock badges and order notes are 14 px or larger', async ({ page }) => {
    await page.goto('/library-program')
    const badge = page.locator('#catalogue article').getByText(/^(In|Out of) stock$/).first()
    const size = await badge.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))
    expect(size).toBeGreaterThanOrEqual(14)
  })

  test('at phone width a band shows a slice of its next book and says it scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/library-program')
    const band = page.locator('section[aria-labelledby^="band-"]').first()
    await expect(band.getByText('Scroll for more')).toBeVisible()
    const row = band.getByRole('list')
    const third = await row.getByRole('listitem').nth(2).boundingBox()
    const rowBox = await row.boundingBox()
    // The third book starts inside the row and runs past its edge.
    expect(third!.x).toBeLessThan(rowBox!.x + rowBox!.width)
    expect(third!.x + third!.width).toBeGreaterThan(rowBox!.x + rowBox!.width)
  })
})

test.describe('accessibility', () => {
  for (const path of ['/library-program', '/press']) {
    test(`no axe violations on ${path} once its cards act (visible words in every accessible name)`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' })
      // Once the script has run: a logged-out visitor's press cards draw their 'Add to cart' in the browser.
      if (path === '/press') await expect(page.locator('#catalogue article button').first()).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }

  for (const path of ['/search?search=photo', '/search?search=zzqxv']) {
    test(`no axe violations on ${path}`, async ({ page }) => {
      await page.goto(path)
      await expectNoAxeViolations(page)
    })
  }

  test('no axe violations on a book page', async ({ page }) => {
    await page.goto('/library-program')
    await page.locator('#catalogue h3').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('no axe violations with the filter modal and the search dialog open', async ({ page }) => {
    await page.goto('/library-program')
    await openCatalogueFilter(page, 'Artists')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    // Reaching the filter buttons on a phone scrolls down, which hides the header bar; scrolling up shows it again.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(searchDialog(page)).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('book cards', () => {
  test('a catalogue view is served with each card whole (cover, title, author, availability), then acts in the browser', async ({
    browser,
    page,
  }) => {
    // The HTML must hold every card whole before any script runs.
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    try {
      const served = await noScript.newPage()
      await served.goto('/library-program?stock=in')
      const card = served.locator('#catalogue article').first()
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty()
      await expect(card.locator('img')).toHaveAttribute('srcset', /\/_next\/image\?url=.+ \d+w, /)
      await expect(card.locator('img')).toHaveAttribute('sizes', /240px/)
      await expect(card.getByText('In stock')).toBeVisible()
      const bands = served.locator('section[aria-labelledby^="band-"]')
      for (const band of await bands.all()) expect(await band.locator('article').count()).toBeLessThanOrEqual(8)
    } finally {
      await noScript.close()
    }
    await page.goto('/library-program?stock=in')
    const title = (await page.locator('#catalogue h3').first().textContent())!.trim()
    await page.locator('#catalogue h3').first().click()
    await expect(page).toHaveURL(/\/library-program\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  })
})

test('on a phone a catalogue page fetches the covers near the screen, and a cover further down once scrolled to', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: PHONE, baseURL })
  try {
    const page = await context.newPage()
    const covers = new Set<string>()
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/_next/image')) covers.add(request.url())
    })
    await page.goto('/press')
    await page.waitForLoadState('networkidle')
    const cards = page.locator('main ul > li article')
    const total = await cards.count()
    // The page holds a screenful of cards many times over (bands and the grid): the covers of cards off the
    // screen wait for the scroll rather than queueing beside the ones in view (7 of 32 are fetched at once on
    // this phone; 12 when every card is laid out, up to 28 under Lighthouse).
    expect(total).toBeGreaterThanOrEqual(24)
    expect(covers.size).toBeLessThanOrEqual(total / 3)
    const last = cards.last().locator('img')
    await last.scrollIntoViewIfNeeded()
    await expect
      .poll(() => last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true)
  } finally {
    await context.close()
  }
})
