/**
 * The content routes: every page renders its seeded content, unknown slugs answer 404, the old guide
 * addresses redirect for good, the news 'Posted:' date is New York's, guide and note headers wear the
 * item's colour with readable text, the distribution map works with mouse and keyboard, a publish shows
 * on the public page within 5 s, drafts show only through the preview route, and axe finds nothing.
 * Runs against E2E_BASE_URL (a freshly seeded server). The publish and preview tests act as the worker's
 * staff admin (tests/e2e/logins.ts).
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { contrastRatio, parseHexColour } from '../../src/lib/content/colour'
import { sidewaysOverflow } from './layout'
import { logInToAdmin, type Login } from './logins'
import { expectNoAxeViolations } from './axe'

type Doc = { id: number; slug: string; title: string; postDate: string; backgroundColor?: string }

async function firstDoc(request: APIRequestContext, collection: string, sort = '-postDate'): Promise<Doc> {
  const response = await request.get(`/api/${collection}?limit=1&depth=0&sort=${sort}`)
  expect(response.status()).toBe(200)
  const { docs } = (await response.json()) as { docs: Doc[] }
  expect(docs.length, `seeded ${collection}`).toBeGreaterThan(0)
  return docs[0]
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

/** The seed's fixed texts each route must show. */
const ROUTES: Array<{ path: string; title: string | RegExp; shows: string[] }> = [
  {
    path: '/',
    title: 'A.R.T.',
    shows: ['A.R.T. is a non-profit that puts art books where people can reach them', 'New This Season', 'Latest news'],
  },
  {
    path: '/about',
    title: 'Who we are',
    shows: ['Frequently asked questions', 'Who can order books?', 'How much does it cost?'],
  },
  { path: '/support', title: 'Support', shows: ['Your gift puts art books in libraries', 'Make a gift', 'Editions'] },
  { path: '/editions', title: 'Editions', shows: ['Harbor Light', 'Night Library'] },
  { path: '/editions/harbor-light', title: 'Harbor Light', shows: ['Risograph print, 11 × 17 in', 'Edition of 100'] },
  { path: '/news', title: 'News', shows: ['Library Program reaches its 1,000th library'] },
  {
    path: '/news/spring-catalogue-now-open-for-orders',
    title: 'Spring catalogue now open for orders',
    shows: ['Posted:', 'What happened'],
  },
  {
    path: '/resources/guides',
    title: 'Teaching Guides',
    shows: ['Looking Closely: Portraits', 'About the teaching guides'],
  },
  {
    path: '/resources/guides/about',
    title: 'About the Teaching Guides',
    shows: ['Looking Closely: Portraits', 'Browse the teaching guides'],
  },
  {
    path: '/resources/guides/looking-closely-portraits',
    title: 'Looking Closely: Portraits',
    shows: ['Methods', 'Method 1 of', 'Books for this guide'],
  },
  { path: '/resources/notes', title: 'Notes', shows: ['Why picture books belong in every library'] },
  {
    path: '/resources/notes/on-lending-art-books',
    title: 'On lending art books',
    shows: ['A book of pictures is a book anyone can open.'],
  },
  {
    path: '/library-program/about',
    title: 'Library Program',
    shows: [
      'The Library Program started in 2012',
      'How to participate',
      'Participating libraries',
      'What librarians say',
      'Featured publishers',
      'Related news',
    ],
  },
  { path: '/library-program/map', title: 'Distribution Map', shows: ['Find a library'] },
  {
    path: '/library-program/poulin',
    title: 'The Poulin Project',
    shows: ['Make a map of your town as only your readers know it.', 'Register your library', 'With the support of'],
  },
  {
    path: '/library-program/how-to-participate',
    title: 'How to participate',
    shows: ['Taking part in the Library Program takes three steps.', 'Find out more'],
  },
  { path: '/press/about', title: 'About A.R.T. Press', shows: ['A.R.T. Press publishes artists’ books'] },
  { path: '/testimonials', title: 'Testimonials', shows: ['What librarians say about the A.R.T. Library Program.'] },
]

test.describe('every content route renders its content', () => {
  for (const route of ROUTES) {
    test(`${route.path} shows its seeded content and passes axe`, async ({ page }) => {
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(200)
      await expect(h1(page)).toHaveText(route.title)
      for (const text of route.shows) await expect(page.getByText(text, { exact: false }).first(), text).toBeAttached()
      expect(await sidewaysOverflow(page), 'nothing sticks out past the screen’s width').toBe(0)
      await expectNoAxeViolations(page)
    })
  }
})

test('the Poulin support logos are requested at SPEC’s 600 px width (1200 px on a 2x screen)', async ({ page }) => {
  await page.goto('/library-program/poulin')
  const logos = page.getByRole('region', { name: 'With the support of' }).getByRole('img')
  await expect(logos).toHaveCount(3)
  for (const logo of await logos.all()) {
    const srcset = (await logo.getAttribute('srcset')) ?? ''
    expect(srcset).toMatch(/[?&]w=600&[^ ]* 1x, [^ ]*[?&]w=1200&[^ ]* 2x$/)
    expect(await logo.getAttribute('width')).toBe('600')
  }
})

test.describe('editions say how to get one (issue 34)', () => {
  const card = (page: Page, title: string) =>
    page.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) })

  test('each card shows price, edition size and availability, and the way to a copy', async ({ page }) => {
    await page.goto('/editions')
    const sold = card(page, 'Folded Map')
    for (const fact of ['$45', 'Edition of 120', 'Available']) await expect(sold.getByText(fact, { exact: true })).toBeVisible()
    await expect(sold.getByRole('link', { name: 'Buy in the press shop: Folded Map' })).toHaveAttribute(
      'href',
      '/press/folded-map-edition',
    )

    const enquiry = card(page, 'Paper Garden')
    for (const fact of ['$180', 'Edition of 50', 'Last copies']) await expect(enquiry.getByText(fact, { exact: true })).toBeVisible()
    await expect(enquiry.getByRole('link', { name: 'Enquire by email: Paper Garden' })).toHaveAttribute(
      'href',
      /^mailto:[^?]+@[^?]+\?subject=Edition%20enquiry%3A%20Paper%20Garden$/,
    )

    const gone = card(page, 'Night Library')
    await expect(gone.getByText('Sold out', { exact: true })).toBeVisible()
    await expect(gone.getByRole('link', { name: /Buy|Enquire/ })).toHaveCount(0)
  })

  test('an edition sold in the press shop leads to the press item, whose cart takes it', async ({ page }) => {
    await page.goto('/editions/folded-map')
    const main = page.getByRole('main')
    for (const fact of ['$45', 'Edition of 120', 'Available']) await expect(main.getByText(fact, { exact: true })).toBeVisible()
    await main.getByRole('link', { name: 'Buy in the press shop' }).click()
    await expect(page).toHaveURL(/\/press\/folded-map-edition$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Folded Map' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled({ timeout: 30_000 })
  })
})

test.describe('lists', () => {
  test('news paginates with real links (?page=2) and newest first', async ({ page, request }) => {
    await page.goto('/news')
    const cards = page.getByRole('list', { name: 'News' }).getByRole('listitem')
    await expect(cards).toHaveCount(12)
    const newest = await firstDoc(request, 'news')
    await expect(cards.first()).toContainText(newest.title)

    await page.getByRole('navigation', { name: 'News, pages' }).getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/news\?page=2$/)
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('link', { name: 'Welcoming our new board members' })).toBeVisible()
  })

  test('a page number that is not one, or past the end, is a 404', async ({ request }) => {
    for (const path of ['/news?page=999', '/news?page=abc', '/resources/notes?page=0']) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })
})

test.describe('not found', () => {
  for (const path of [
    '/news/no-such-post',
    '/editions/no-such-edition',
    '/resources/guides/no-such-guide',
    '/resources/notes/no-such-note',
    '/press/no-such-book',
    '/library-program/no-such-book',
  ]) {
    test(`${path} answers 404 with the error page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByText('Page not found.').first()).toBeVisible()
    })
  }
})

test('the 404 page of an unknown path carries its texts in the HTML, before any script runs', async ({ request }) => {
  const response = await request.get('/no-such-page/at-all')
  expect(response.status()).toBe(404)
  // What a browser without JavaScript shows: the HTML without its scripts (React's payload repeats the texts).
  const html = (await response.text()).replace(/<script\b[^]*?<\/script>/g, '')
  expect(html).toContain('Page not found.')
  expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Return home\.<\/a>/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('an unknown path shows the 404 page and its way home', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found.')
    await expect(page.getByRole('link', { name: 'Return home.' })).toHaveAttribute('href', '/')
  })
})

test('old teaching-guide addresses redirect permanently to /resources/guides', async ({ request }) => {
  for (const path of ['/guides', '/resources', '/resources/teaching-guides']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(308)
    expect(new URL(response.headers().location, 'http://x').pathname, path).toBe('/resources/guides')
  }
})

test('an old link to one teaching guide ends on that guide', async ({ page }) => {
  for (const path of ['/teaching-guides/looking-closely-portraits', '/guides/looking-closely-portraits']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page, path).toHaveURL(/\/resources\/guides\/looking-closely-portraits$/)
    await expect(page.getByRole('navigation', { name: 'Methods in this guide' }), path).toBeVisible()
  }
})

test('the news header shows Posted: and the date as it reads in New York', async ({ page, request }) => {
  const item = await firstDoc(request, 'news')
  const expected = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(item.postDate))
  await page.goto(`/news/${item.slug}`)
  await expect(page.getByText(/^Posted:/)).toHaveText(`Posted: ${expected}`)
})

test('FAQ entries are linkable by their own id', async ({ page }) => {
  await page.goto('/about#faq-how-much-does-it-cost')
  const entry = page.locator('#faq-how-much-does-it-cost')
  await expect(entry).toContainText('Nothing. Books and shipping are free')
  await expect(entry).toBeInViewport()
  await expect(page.locator('#faq')).toBeAttached()
})

test('guide and note headers take the item colour with readable text', async ({ page, request }) => {
  for (const collection of ['guides', 'notes']) {
    const item = await firstDoc(request, collection)
    await page.goto(`/resources/${collection}/${item.slug}`)
    const header = page
      .locator('header')
      .filter({ has: h1(page) })
      .first()
    const [background, color] = await header.evaluate((el) => [
      getComputedStyle(el).backgroundColor,
      getComputedStyle(el).color,
    ])
    const rgb = (css: string) => css.match(/\d+/g)!.slice(0, 3).map(Number) as [number, number, number]
    expect(rgb(background), collection).toEqual(parseHexColour(item.backgroundColor))
    expect(contrastRatio(rgb(background), rgb(color)), collection).toBeGreaterThanOrEqual(4.5)
  }
})

test('a guide has a section with its own anchor per method', async ({ page }) => {
  await page.goto('/resources/guides/looking-closely-portraits')
  const contents = page.getByRole('navigation', { name: 'Methods in this guide' }).getByRole('link')
  const count = await contents.count()
  expect(count).toBeGreaterThan(1)
  const href = (await contents.nth(1).getAttribute('href'))!
  expect(href).toMatch(/^#method-2-/)
  await contents.nth(1).click()
  await expect(page.locator(href)).toBeInViewport()
  await expect(page.locator(href)).toContainText(`Method 2 of ${count}`)
})

/** Opens the map once the browser has measured it: markers are re-clustered for the real width then. */
async function openMap(page: Page) {
  await page.goto('/library-program/map')
  await expect(page.locator('[data-measured]')).toBeAttached()
}

/** How many libraries the map shows (its list's count: 'N libraries in view of N'). */
async function mapTotal(page: Page) {
  const count = await page.getByText(/libraries? in view of \d+$/).textContent()
  return Number(count!.match(/of (\d+)$/)![1])
}

/** Phones show the map or the list: switches to the list where the switch shows. */
async function showList(page: Page) {
  const toggle = page.getByRole('button', { name: /^List \(\d+\)$/ })
  if (await toggle.isVisible()) await toggle.click()
  await expect(page.getByLabel('Find a library')).toBeVisible()
}

test.describe('distribution map', () => {
  test('shows every library as markers and in the list; a list pick opens its popup', async ({ page }) => {
    await openMap(page)
    const totalDocs = await mapTotal(page)
    const map = page.getByRole('group', { name: /Map of participating libraries/ })
    const markers = map.locator('[role="button"][data-count]')
    const counts = await markers.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-count'))))
    expect(counts.reduce((a, b) => a + b, 0)).toBe(totalDocs)

    // The count heads the list, which a phone shows by its switch.
    await showList(page)
    await expect(page.getByText(`${totalDocs} libraries in view of ${totalDocs}`)).toBeVisible()

    const list = page.getByRole('list', { name: 'Libraries in view' })
    const first = list.getByRole('button').first()
    const name = (await first.locator('span').first().textContent())!
    await first.click()
    // Found by its markup: on a phone the pick shows the map, and the list is hidden.
    await expect(page.locator('ul[aria-label="Libraries in view"] button').first()).toHaveAttribute('aria-pressed', 'true')
    const popup = page.getByRole('dialog', { name })
    await expect(popup).toBeVisible()
    await expect(popup).toContainText(/Since \d{4}/)
    await popup.getByRole('button', { name: 'Close' }).click()
    await expect(popup).toBeHidden()
  })

  test('libraries that received books say how many, and a By state table ranks the states (issue 30)', async ({ page }) => {
    await openMap(page)
    await showList(page)
    await page.getByLabel('Find a library').fill('Hudson Area Library')
    const list = page.getByRole('list', { name: 'Libraries in view' })
    await expect(list.getByRole('button')).toHaveCount(1)
    // The demo library's orders shipped: the year it joined and the books it received.
    await expect(list.getByRole('button')).toContainText(/Hudson, NY · Since \d{4} · \d+ books?/)

    const table = page.getByRole('table', { name: 'Books sent and libraries reached per state, most books first' })
    await expect(table.getByRole('columnheader')).toHaveText(['State', 'Libraries', 'Books sent'])
    const rows = table.locator('tbody tr')
    expect(await rows.count()).toBeGreaterThan(40)
    await expect(rows.first().getByRole('rowheader')).toHaveText(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/)
    const books = (await table.locator('tbody td:last-child').allTextContents()).map((text) => Number(text.replace(/\D/g, '')))
    expect(books).toEqual([...books].sort((a, b) => b - a))
    expect(books[0]).toBeGreaterThan(0)
    await expectNoAxeViolations(page)

    // The introduction gives the Learn more page's figures (the seed enters no history from before the site).
    const intro = await page.getByText(/^[\d,]+ libraries in \d+ states and territories have received/).textContent()
    const [, libraries, states] = intro!.match(/^([\d,]+) libraries in (\d+) states/)!
    await page.goto('/library-program/about')
    const figures = page.getByRole('region', { name: 'What the program has sent' })
    const figure = (label: string) => figures.getByRole('term').filter({ hasText: label }).locator('+ dd')
    await expect(figure('libraries served')).toHaveText(libraries)
    await expect(figure('states reached')).toHaveText(states)
    const booksSent = Number((await figure('books sent').textContent())!.replace(/\D/g, ''))
    expect(booksSent).toBeGreaterThanOrEqual(books.reduce((sum, n) => sum + n, 0))
    await expect(figures.getByRole('list', { name: 'How these figures are counted' }).getByRole('listitem')).toHaveCount(4)
    await expectNoAxeViolations(page)
  })

  test('the list names the first 30 libraries in view; Show all lists the rest and moves focus to the first new one', async ({
    page,
  }) => {
    await openMap(page)
    const totalDocs = await mapTotal(page)
    expect(totalDocs, 'the seed makes more than 30 participating libraries').toBeGreaterThan(30)
    await showList(page)
    const list = page.getByRole('list', { name: 'Libraries in view' })
    await expect(list.getByRole('button')).toHaveCount(30)
    await page.getByRole('button', { name: `Show all ${totalDocs}` }).click()
    await expect(list.getByRole('button')).toHaveCount(totalDocs)
    await expect(list.getByRole('button').nth(30)).toBeFocused()
  })

  test('zooms with the buttons, splits clusters, and narrows the list to the view', async ({ page }) => {
    await openMap(page)
    const svg = page.locator('svg[data-scale]')
    const map = page.getByRole('group', { name: /Map of participating libraries/ })
    const markerCount = () => map.locator('[role="button"][data-count]').count()
    const before = await markerCount()
    await page.getByRole('button', { name: 'Zoom in', exact: true }).click()
    await page.getByRole('button', { name: 'Zoom in', exact: true }).click()
    await expect(svg).not.toHaveAttribute('data-scale', '1')
    await expect(page.getByText(/libraries? in view of/)).not.toHaveText(/^(\d+) libraries in view of \1$/)
    await page.getByRole('button', { name: 'Reset' }).click()
    await expect(svg).toHaveAttribute('data-scale', '1')
    expect(await markerCount()).toBe(before)
  })

  test('markers are reachable by keyboard and open with Enter', async ({ page }) => {
    await openMap(page)
    const single = page.locator('[role="button"][data-count="1"]').first()
    const label = (await single.getAttribute('aria-label'))!
    await single.focus()
    await expect(single).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: label.split(',')[0] })).toBeVisible()
  })

  test('markers and clusters have tap areas of 24 px or more, and the whole country fits the frame', async ({
    page,
  }) => {
    await openMap(page)
    const map = page.getByRole('group', { name: /Map of participating libraries/ })
    const boxes = await map.locator('[role="button"][data-count]').evaluateAll((markers) =>
      markers.map((marker) => marker.getBoundingClientRect()).map(({ width, height }) => Math.min(width, height)),
    )
    expect(boxes.length).toBeGreaterThan(0)
    // Rounded: a 24 px circle measures 23.9999 px in floating point.
    expect(Math.round(Math.min(...boxes))).toBeGreaterThanOrEqual(24)
    const [frame, country] = await map.evaluate((element) => [
      element.getBoundingClientRect().toJSON(),
      element.querySelector('svg g')!.getBoundingClientRect().toJSON(),
    ])
    expect(country.left).toBeGreaterThanOrEqual(frame.left)
    expect(country.right).toBeLessThanOrEqual(frame.right)
    expect(country.top).toBeGreaterThanOrEqual(frame.top)
    expect(country.bottom).toBeLessThanOrEqual(frame.bottom)
  })

  test('on a phone a Map/List switch shows one at a time, the list whole; a pick shows it on the map', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await openMap(page)
    const map = page.getByRole('group', { name: /Map of participating libraries/ })
    const list = page.getByRole('list', { name: 'Libraries in view' })
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(map).toBeVisible()
    await expect(list).toBeHidden()

    await page.getByRole('button', { name: /^List \(\d+\)$/ }).click()
    await expect(list).toBeVisible()
    await expect(map).toBeHidden()
    // Not a short scroll box: every listed library is in the page's own scroll.
    expect(await list.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(1)

    const first = list.getByRole('button').first()
    const name = (await first.locator('span').first().textContent())!
    await first.click()
    await expect(map).toBeVisible()
    await expect(page.getByRole('dialog', { name })).toBeVisible()
  })

  test('the search box filters markers and list together', async ({ page }) => {
    await openMap(page)
    await showList(page)
    await page.getByLabel('Find a library').fill('Selma')
    const list = page.getByRole('list', { name: 'Libraries in view' })
    await expect(list.getByRole('button')).toHaveCount(1)
    await expect(list).toContainText('Selma, AL')
    await expect(page.locator('[role="button"][data-count]')).toHaveCount(1)
  })
})

test.describe('editing', () => {
  // allowed-skip: project
  test.skip(({ isMobile }) => isMobile, 'one run is enough: it edits shared content')

  async function adminToken(request: APIRequestContext, admin: Login) {
    const login = await request.post('/api/users/login', { data: admin })
    expect(login.status()).toBe(200)
    return ((await login.json()) as { token: string }).token
  }

  test('a published change shows on the public page within 5 seconds, without a rebuild', async ({ admin, page, request }) => {
    const token = await adminToken(request, admin)
    const headers = { Authorization: `JWT ${token}` }
    const item = await firstDoc(request, 'news')
    await page.goto(`/news/${item.slug}`)
    await expect(h1(page)).toHaveText(item.title)

    const changed = `${item.title} (updated ${Date.now()})`
    try {
      const update = await request.patch(`/api/news/${item.id}`, {
        headers,
        data: { title: changed, _status: 'published' },
      })
      expect(update.status()).toBe(200)
      await expect(async () => {
        await page.reload()
        await expect(h1(page)).toHaveText(changed, { timeout: 500 })
      }).toPass({ timeout: 5_000, intervals: [250, 500, 1000] })
      await page.goto('/news')
      await expect(page.getByText(changed)).toBeVisible()
    } finally {
      await request.patch(`/api/news/${item.id}`, { headers, data: { title: item.title, _status: 'published' } })
    }
  })

  test('the preview route refuses a bad secret or a missing login, and validates its input', async ({ request }) => {
    expect((await request.get('/api/preview?path=/news')).status()).toBe(400)
    expect((await request.get('/api/preview?path=https://evil.example&secret=x')).status()).toBe(400)
    expect((await request.get('/api/preview?path=/news&secret=wrong')).status()).toBe(401)
  })

  test('live preview shows a saved draft to the editor only', async ({ admin, page, request, playwright, baseURL }) => {
    const token = await adminToken(request, admin)
    const headers = { Authorization: `JWT ${token}` }
    const item = await firstDoc(request, 'notes')

    // The admin's live preview view embeds the preview route with the secret.
    await logInToAdmin(page, admin)
    await page.goto(`/admin/collections/notes/${item.id}`)
    await page.locator('#live-preview-toggler').click()
    const iframe = page.locator('iframe').first()
    await expect(iframe).toHaveAttribute('src', /\/api\/preview\?path=%2Fresources%2Fnotes%2F/)
    const previewUrl = (await iframe.getAttribute('src'))!

    // Without the admin session the same link opens nothing. (`request` holds the admin's login cookie.)
    const visitor = await playwright.request.newContext({ baseURL })
    expect((await visitor.get(previewUrl, { maxRedirects: 0 })).status()).toBe(403)

    const draftTitle = `${item.title} (draft ${Date.now()})`
    try {
      const save = await request.patch(`/api/notes/${item.id}?draft=true`, { headers, data: { title: draftTitle } })
      expect(save.status()).toBe(200)
      await page.goto(previewUrl)
      await expect(page).toHaveURL(new RegExp(`/resources/notes/${item.slug}$`))
      await expect(h1(page)).toHaveText(draftTitle)
      await expect(page.getByRole('status')).toContainText('Previewing drafts')

      // The public still sees the published title.
      const publicPage = await visitor.get(`/resources/notes/${item.slug}`)
      expect(await publicPage.text()).not.toContain(draftTitle)
    } finally {
      await request.patch(`/api/notes/${item.id}`, { headers, data: { title: item.title, _status: 'published' } })
      await page.goto('/api/preview/exit?path=/')
      await visitor.dispose()
    }
  })
})
