/**
 * The site shell: menu, error pages, close targets, legacy redirects, axe. Runs against E2E_BASE_URL
 * (a seeded server with the gate and host rule OFF). The gate and host-rule specs are in shell-gate.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { sidewaysOverflow } from './layout'
import { expectNoAxeViolations } from './axe'
import { linkFromOutbox } from './outbox'

/** A path no route matches: it renders the 404 page in the default layout (header, menu, footer). */
const MISSING = '/shell-e2e-no-such-page'

const toggle = (page: Page) => page.getByTestId('menu-toggle')
const menu = (page: Page) => page.getByRole('dialog', { name: 'Site menu' })

async function openMenu(page: Page) {
  await toggle(page).click()
  await expect(menu(page)).toBeVisible()
}

test.describe('site menu', () => {
  test('shows every section, link and the Login link to a guest; the toggle reads ... then X', async ({ page }) => {
    await page.goto(MISSING)
    await expect(toggle(page)).toHaveText('...')
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
    await openMenu(page)
    await expect(toggle(page)).toHaveText('X')
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true')

    const expected: Record<string, Array<[string, string]>> = {
      About: [
        ['Who we are', '/about'],
        ['Support', '/support'],
        ['Editions', '/editions'],
        ['News', '/news'],
      ],
      'Library Program': [
        ['Order Books', '/library-program'],
        ['Learn More', '/library-program/about'],
        ['Distribution Map', '/library-program/map'],
      ],
      'A.R.T. Press': [
        ['Catalog', '/press'],
        ['About', '/press/about'],
        ['Cart', '/cart'],
      ],
      'Reading Resources': [
        ['Teaching Guides', '/resources/guides'],
        ['Notes', '/resources/notes'],
      ],
    }
    const sections = menu(page).locator('section')
    await expect(sections).toHaveCount(4)
    for (const [index, [title, links]] of Object.entries(expected).entries()) {
      const section = sections.nth(index)
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(title)
      const anchors = section.getByRole('link')
      await expect(anchors).toHaveCount(links.length)
      for (const [i, [text, href]] of links.entries()) {
        await expect(anchors.nth(i)).toHaveText(text)
        await expect(anchors.nth(i)).toHaveAttribute('href', href)
      }
    }
    // Guests see Login and neither My Account nor the library's View/Submit Order.
    await expect(menu(page).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    await expect(menu(page).getByText('My Account')).toHaveCount(0)
    await expect(menu(page).getByText('View/Submit Order')).toHaveCount(0)

    await toggle(page).click()
    await expect(menu(page)).toBeHidden()
    await expect(toggle(page)).toHaveText('...')
  })

  test('shows My Account and the library order entry, not Login or the press Cart, when logged in', async ({
    page,
    library,
  }) => {
    const login = await page.request.post('/api/accounts/login', { data: library })
    expect(login.ok()).toBe(true)
    await page.goto(MISSING)
    await openMenu(page)
    await expect(menu(page).getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/library-program/account',
    )
    await expect(menu(page).getByRole('link', { name: /^View\/Submit Order/ })).toHaveAttribute('href', '/cart')
    await expect(menu(page).getByRole('link', { name: 'Login' })).toHaveCount(0)
    await expect(menu(page).locator('section').nth(2).getByRole('link', { name: /^Cart/ })).toHaveCount(0)
  })

  test('types the section titles on the first open only, and fades the lists in', async ({ page }) => {
    await page.goto(MISSING)
    await toggle(page).click()
    const last = menu(page).locator('section').nth(3).getByRole('heading')
    // The fourth title starts typing 1.5 s after opening: right after opening it is still untyped.
    await expect(last.locator('[data-typing]')).toHaveCount(1)
    await expect(menu(page).locator('ul').first()).not.toHaveAttribute('data-visible', /.*/)
    await expect(menu(page).locator('[data-typing]')).toHaveCount(0)
    await expect(menu(page).locator('ul').first()).toHaveAttribute('data-visible', '')
    await expect(last).toHaveText('Reading Resources')

    await page.keyboard.press('Escape')
    await expect(menu(page)).toBeHidden()
    await toggle(page).click()
    await expect(menu(page)).toBeVisible()
    await expect(menu(page).locator('[data-typing]')).toHaveCount(0)
    await expect(menu(page).locator('ul').first()).toHaveAttribute('data-visible', '')
  })

  test('shows everything at once under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(MISSING)
    await expect(page.locator('[data-site-title] [data-typing]')).toHaveCount(0)
    await toggle(page).click()
    await expect(menu(page)).toBeVisible()
    await expect(menu(page).locator('[data-typing]')).toHaveCount(0)
    await expect(menu(page).locator('ul').first()).toHaveAttribute('data-visible', '')
  })

  test('types the site title once per browser session', async ({ page }) => {
    await page.goto(MISSING)
    const title = page.locator('[data-site-title]')
    await expect(title.locator('[data-typing]')).toHaveCount(1)
    await expect(title).toHaveText('A.R.T.')
    await expect(title.locator('[data-typing]')).toHaveCount(0)
    await page.reload()
    await expect(title).toHaveText('A.R.T.')
    await expect(title.locator('[data-typing]')).toHaveCount(0)
  })

  test('reveals a section description on hover and on focus', async ({ page }) => {
    await page.goto(MISSING)
    await openMenu(page)
    const title = menu(page).getByRole('button', { name: 'Library Program', exact: true })
    const controls = await title.getAttribute('aria-controls')
    expect(controls, 'the seeded navTexts describe the Library Program').toBeTruthy()
    const description = page.locator(`[id="${controls}"]`)
    await expect(description).toBeHidden()
    await title.hover()
    await expect(description).toBeVisible()
    await page.mouse.move(0, 0)
    await expect(description).toBeHidden()
    await title.focus()
    await expect(description).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(description).toBeHidden()
  })

  test('the toggle hides while scrolling down and returns on scrolling up', async ({ page }) => {
    // A page long enough to scroll 600 px at every viewport (the 404 page with the compact footer is not).
    await page.goto('/about')
    await expect(toggle(page)).toBeVisible()
    for (const y of [200, 400, 600]) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y)
    }
    await expect(toggle(page)).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 300))
    await expect(toggle(page)).toBeVisible()
  })

  test('closes on a route change and on a query change', async ({ page }) => {
    await page.goto(MISSING)
    await openMenu(page)
    await menu(page).getByRole('link', { name: 'Who we are' }).click()
    // A first visit may compile the page on a dev server.
    await expect(page).toHaveURL(/\/about$/, { timeout: 30_000 })
    await expect(menu(page)).toBeHidden()
    await expect(toggle(page)).toHaveText('...')

    await page.goto(MISSING)
    await openMenu(page)
    await page.evaluate(() => window.history.pushState(null, '', '?shell=1'))
    await expect(menu(page)).toBeHidden()
  })

  test('is keyboard operable: focus goes in on open, back to the toggle on Escape', async ({ page }) => {
    await page.goto(MISSING)
    await toggle(page).focus()
    await page.keyboard.press('Enter')
    await expect(menu(page)).toBeVisible()
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
    await page.keyboard.press('Tab')
    await expect(menu(page).getByRole('link', { name: 'A.R.T.' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(menu(page).getByRole('button', { name: 'About', exact: true })).toBeFocused()
    // The page behind the menu is out of the tab order.
    await expect(page.locator('main')).toHaveAttribute('inert', '')
    await page.keyboard.press('Escape')
    await expect(menu(page)).toBeHidden()
    await expect(toggle(page)).toBeFocused()
    await expect(page.locator('main')).not.toHaveAttribute('inert', /.*/)
  })
})

test.describe('prefetching (SPEC §9)', () => {
  /** The pages the browser has prefetched (RSC requests for other pages), from its resource timings. */
  const prefetched = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /[?&]_rsc=/.test(entry.name))
        .map((entry) => new URL(entry.name).pathname),
    )

  test('prefetches a page when the visitor points at its link, not every link in view while loading', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/press')
    await page.waitForLoadState('load')
    await page.waitForTimeout(3000)
    expect(await prefetched(page)).toEqual([])
    const card = page.locator('#catalogue article a').first()
    const href = (await card.getAttribute('href'))!
    if (isMobile) await card.dispatchEvent('touchstart')
    else await card.hover()
    await expect.poll(() => prefetched(page), { timeout: 10_000 }).toContain(href)
  })

  test('a click on a site link opens the page without reloading, with the loading bar while it waits', async ({
    page,
  }) => {
    await page.goto('/press')
    await page.waitForLoadState('load')
    // A full page load would drop this; the client router keeps the document.
    await page.evaluate(() => ((window as unknown as { stayedInPage: boolean }).stayedInPage = true))
    // Slow answers, so the navigation outlasts the bar's 200 ms throttle (SPEC §9).
    await page.route(/[?&]_rsc=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await route.continue()
    })
    const card = page.locator('#catalogue article a').first()
    const href = (await card.getAttribute('href'))!
    await card.click()
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible()
    // The bar, like everything on the page, is inside a landmark (axe's region rule).
    expect((await new AxeBuilder({ page }).withRules(['region']).analyze()).violations).toEqual([])
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { stayedInPage?: boolean }).stayedInPage)).toBe(true)
  })

  test('a catalogue view prefetched from the menu opens without reloading', async ({
    page,
    isMobile,
  }) => {
    // The page and the router's request for its route tree, as the menu's prefetch asks for it: both answer
    // (the page renders per request, its data from the data cache).
    expect((await page.request.get('/library-program')).status()).toBe(200)
    const tree = await page.request.get('/library-program', {
      headers: { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/_tree' },
    })
    expect(tree.status()).toBe(200)
    expect(tree.headers()['content-type']).toContain('text/x-component')

    await page.goto('/about')
    await page.waitForLoadState('load')
    await page.evaluate(() => ((window as unknown as { stayedInPage: boolean }).stayedInPage = true))
    await openMenu(page)
    const link = menu(page).getByRole('link', { name: 'Order Books' })
    await expect(link).toBeVisible()
    if (isMobile) await link.dispatchEvent('touchstart')
    else await link.hover()
    await expect.poll(() => prefetched(page), { timeout: 10_000 }).toContain('/library-program')
    await link.click()
    await expect(page).toHaveURL(/\/library-program$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Books')
    await expect(page.locator('#catalogue article').first()).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { stayedInPage?: boolean }).stayedInPage)).toBe(true)
  })

  test('a modified click is left to the browser: the page itself stays', async ({ page, isMobile }) => {
    // allowed-skip: project
    test.skip(isMobile, 'Modifier clicks are a desktop gesture')
    await page.goto('/press')
    await page.waitForLoadState('load')
    const card = page.locator('#catalogue article a').first()
    const opened = page.context().waitForEvent('page')
    await card.click({ modifiers: ['ControlOrMeta'] })
    const tab = await opened
    await tab.waitForLoadState('domcontentloaded')
    expect(new URL(tab.url()).pathname).toBe(await card.getAttribute('href'))
    expect(new URL(page.url()).pathname).toBe('/press')
    await tab.close()
  })

  test('prefetches nothing on a data-saving connection, even a link pointed at', async ({ page }) => {
    await page.addInitScript(() => {
      const connection = { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => connection, configurable: true })
    })
    await page.goto('/press')
    await page.waitForLoadState('load')
    const card = page.locator('#catalogue article a').first()
    await card.hover()
    await card.focus()
    await page.waitForTimeout(3000)
    expect(await prefetched(page)).toEqual([])
  })
})

test.describe('logout modal', () => {
  test('a logged-in visitor on the login form is asked to log out, and Logout logs out', async ({ page, library }) => {
    expect((await page.request.post('/api/accounts/login', { data: library })).ok()).toBe(true)
    const response = await page.goto('/login')
    expect(response?.status()).toBe(200)

    const modal = page.getByRole('dialog', { name: 'Logout of your account' })
    await expect(modal).toBeVisible()
    await expect(modal.getByText('In order to complete this action, you must be logged out.')).toBeVisible()
    await modal.getByRole('button', { name: 'Logout' }).click()
    await expect(modal).toBeHidden()
    const me = await page.request.get('/api/accounts/me')
    expect(((await me.json()) as { user: unknown }).user).toBeNull()
  })
})

test.describe('error page', () => {
  test('an unknown route answers 404 with the texts and a way home', async ({ page }) => {
    const response = await page.goto(MISSING)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found.')
    await expect(page.getByText('This page could not be found.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Return home.' })).toHaveAttribute('href', '/')
  })
})

test.describe('footer', () => {
  test('has the Library Program button, and the mailing-list forms open from the underlined words', async ({
    page,
  }) => {
    await page.goto(MISSING)
    const footer = page.locator('footer')
    await expect(footer.locator('a[href="/library-program/about"]').first()).toBeVisible()
    const reveal = footer.locator('button[aria-controls="mailing-list-forms"]').first()
    await expect(reveal, 'the seeded call to action underlines words that open the forms').toHaveCount(1)
    await expect(footer.locator('#mailing-list-forms iframe')).toHaveCount(0)
    await expect(page.locator('#mailing-list-forms')).toBeHidden()
    await reveal.click()
    await expect(page.locator('#mailing-list-forms')).toBeVisible()
    const frames = footer.locator('#mailing-list-forms iframe')
    expect(await frames.count()).toBeGreaterThan(0)
    for (const frame of await frames.all()) await expect(frame).toHaveAttribute('title', /\S/)
  })

  test('the built-in mailing-list form sends an address its confirmation link, and only the button subscribes (issue 28)', async ({
    page,
  }) => {
    const address = `shell-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.org`
    await page.goto('/mailing-list/signup')
    const form = page.getByRole('form', { name: 'Join the mailing list' })
    await form.getByLabel('Email address').fill(address)
    await form.getByRole('button', { name: 'Sign up' }).click()
    await expect(form.getByRole('status')).toHaveText(
      'Thank you: please check your email and follow the link in it to confirm your subscription.',
    )
    const link = await linkFromOutbox(address, '/mailing-list/confirm')
    // Opening the link (as a mail scanner would) subscribes nobody; the button does.
    await page.goto(link)
    await expect(page.getByRole('button', { name: 'Confirm my subscription' })).toBeVisible()
    await page.getByRole('button', { name: 'Confirm my subscription' }).click()
    await expect(page.getByText(`Thank you: ${address} is on our mailing list.`)).toBeVisible({ timeout: 20_000 })
    await page.goto(`${link.slice(0, -4)}AAAA`)
    await page.getByRole('button', { name: 'Confirm my subscription' }).click()
    await expect(page.getByText(/expired or is incomplete/)).toBeVisible({ timeout: 20_000 })
  })
})

test.describe('close (X) target', () => {
  test('goes back to the previous in-site page, else to the section index', async ({ page, request }) => {
    const news = await request.get('/api/news?limit=1&depth=0&where[_status][equals]=published')
    const slug = ((await news.json()) as { docs?: Array<{ slug?: string }> }).docs?.[0]?.slug
    expect(slug, 'a published news item to open').toBeTruthy()
    const detail = `/news/${slug}`

    await page.goto(detail)
    const close = page.getByRole('link', { name: 'Close' })
    await expect(close).toHaveAttribute('href', '/news')

    // Full page loads count as navigations too: the previous page is remembered in sessionStorage.
    await page.goto('/about')
    await page.goto(detail)
    await expect(close).toHaveAttribute('href', '/about')
  })
})

/** The slug of a published news item, for the single layout. */
async function newsSlug(request: APIRequestContext): Promise<string> {
  const news = await request.get('/api/news?limit=1&depth=0&where[_status][equals]=published')
  const slug = ((await news.json()) as { docs?: Array<{ slug?: string }> }).docs?.[0]?.slug
  expect(slug, 'a published news item to open').toBeTruthy()
  return slug!
}

test.describe('a header that stays (issue 34 item 2)', () => {
  test('default, form and single layouts all keep the title, Search, Donate and the cart beside the toggle or X', async ({
    page,
    request,
  }) => {
    const layouts: Array<[string, 'toggle' | 'close']> = [
      ['/', 'toggle'],
      ['/login', 'close'],
      [`/news/${await newsSlug(request)}`, 'close'],
    ]
    for (const [path, control] of layouts) {
      await page.goto(path)
      const bar = page.getByRole('banner')
      await expect(bar.getByRole('link', { name: 'A.R.T.' })).toBeVisible()
      await expect(bar.getByRole('button', { name: 'Search' })).toBeVisible()
      await expect(bar.getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/support#donate-title')
      await expect(bar.getByTestId('cart-indicator')).toHaveAccessibleName('Cart')
      await expect(bar.getByTestId('cart-indicator')).toHaveAttribute('href', '/cart')
      if (control === 'toggle') await expect(toggle(page)).toBeVisible()
      else await expect(bar.getByRole('link', { name: 'Close' })).toBeVisible()
      await expect(toggle(page)).toHaveCount(control === 'toggle' ? 1 : 0)
      // Every control fits the screen, phone or desktop, without sideways scrolling.
      const width = page.viewportSize()!.width
      for (const box of await bar.locator('a, button').evaluateAll((nodes) =>
        nodes.map((node) => node.getBoundingClientRect().right),
      ))
        expect(box, path).toBeLessThanOrEqual(width)
      expect(await sidewaysOverflow(page), path).toBe(0)
    }
  })

  test('a detail page shows its breadcrumb: home and its section link, the page itself is current', async ({
    page,
    request,
  }) => {
    await page.goto(`/news/${await newsSlug(request)}`)
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(trail.getByRole('listitem')).toHaveCount(3)
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(trail.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news')
    await expect(trail.locator('[aria-current="page"]')).toHaveText(title)
    await trail.getByRole('link', { name: 'News' }).click()
    await expect(page).toHaveURL(/\/news$/)
  })

  test('under reduced motion the menu shows everything at once: no typing, lists already shown', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(MISSING)
    await openMenu(page)
    // Read once, right as the panel shows: nothing may still be typing or waiting to fade in.
    const state = await menu(page).evaluate((panel) => ({
      typing: panel.querySelectorAll('[data-typing]').length,
      hiddenLists: Array.from(panel.querySelectorAll('ul')).filter((list) => getComputedStyle(list).opacity !== '1').length,
      titles: Array.from(panel.querySelectorAll('section h2')).map((heading) => heading.textContent),
    }))
    expect(state).toEqual({
      typing: 0,
      hiddenLists: 0,
      titles: ['About', 'Library Program', 'A.R.T. Press', 'Reading Resources'],
    })
  })

  test("a logged-in visitor finds 'Log out' in the menu; its modal's Cancel closes it and keeps them logged in", async ({
    page,
    library,
  }) => {
    expect((await page.request.post('/api/accounts/login', { data: library })).ok()).toBe(true)
    await page.goto(MISSING)
    await openMenu(page)
    await menu(page).getByRole('button', { name: 'Log out' }).click()
    const modal = page.getByRole('dialog', { name: 'Logout of your account' })
    await expect(modal).toBeVisible()
    await expect(menu(page)).toBeHidden()
    await expect(modal.getByText('In order to complete this action, you must be logged out.')).toBeVisible()
    await expect(modal.getByRole('button', { name: 'Logout' })).toBeVisible()
    await modal.getByRole('button', { name: 'Cancel' }).click()
    await expect(modal).toBeHidden()
    await expect(toggle(page)).toBeFocused()
    // Still logged in: the menu offers My Account and Log out again.
    await openMenu(page)
    await expect(menu(page).getByRole('link', { name: 'My Account' })).toBeVisible()
    await expect(menu(page).getByRole('button', { name: 'Log out' })).toBeVisible()
  })
})

test.describe('legacy redirects', () => {
  const rows: Array<[string, string]> = [
    ['/resources/teaching-guides', '/resources/guides'],
    ['/art-press-book/some-book', '/press/some-book'],
    ['/library-program-book/some-book', '/library-program/some-book'],
    ['/homepage', '/'],
    ['/library-program-learn-more', '/library-program/about'],
    ['/learn-more', '/library-program/about'],
    ['/art-press-about', '/press/about'],
    ['/library-program-distribution-map', '/library-program/map'],
    ['/who-we-are', '/about'],
    ['/how-to-participate', '/library-program/how-to-participate'],
    ['/library-program-poulin-project', '/library-program/poulin'],
  ]

  for (const [from, to] of rows) {
    test(`${from} → ${to} (308, query dropped)`, async ({ request }) => {
      const response = await request.get(`${from}?utm=x`, { maxRedirects: 0 })
      expect(response.status()).toBe(308)
      const location = new URL(response.headers().location, 'http://x')
      expect(location.pathname).toBe(to)
      expect(location.search).toBe('')
    })
  }

  test('live preview keeps the query', async ({ request }) => {
    const response = await request.get('/who-we-are?x-craft-live-preview=abc&token=t1', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    const location = new URL(response.headers().location, 'http://x')
    expect(location.pathname).toBe('/about')
    expect(location.searchParams.get('x-craft-live-preview')).toBe('abc')
    expect(location.searchParams.get('token')).toBe('t1')
  })
})

test.describe('accessibility', () => {
  test('no axe violations on the 404 page, menu closed and open', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(MISSING)
    await expectNoAxeViolations(page)
    await openMenu(page)
    await expectNoAxeViolations(page)
  })
})
