/**
 * Security headers and cookies (issue 15 item 3): every kind of response carries the headers; a page's
 * Content-Security-Policy admits its own scripts only (an injected inline script is refused); the main
 * pages and the admin run without a single CSP violation; session and cart cookies are HttpOnly, Secure
 * (production) and SameSite; a state-changing request from another site is refused (Fetch Metadata and
 * Origin, server/crossSiteRequest.mjs), the site's own is not; the login form works with scripts off.
 */
import { expect, test, type APIResponse, type Page } from './fixtures'
import { logInToAdmin } from './logins'

/** A book's page, not the section's own pages (/press/about, /library-program/map…). */
const PRESS_BOOK = /^\/press\/(?!about$)[\w-]+$/
const LIBRARY_BOOK = /^\/library-program\/(?!about$|map$|poulin$|account$|how-to-participate$)[\w-]+$/
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
    ?.split(/\s+/)
    .slice(1) ?? []

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers()
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], what).toContain('camera=()')
  // The e2e server is a production server (NODE_ENV=production).
  expect(headers['strict-transport-security'], what).toMatch(/^max-age=\d{8,}; includeSubDomains$/)
  const policy = headers['content-security-policy'] ?? ''
  expect(directive(policy, 'frame-ancestors'), what).toEqual(["'self'"])
  expect(directive(policy, 'object-src'), what).toEqual(["'none'"])
  const scripts = directive(policy, 'script-src')
  expect(scripts, what).toContain("'self'")
  expect(scripts, what).not.toContain("'unsafe-inline'")
  expect(scripts, what).not.toContain("'unsafe-eval'")
  return policy
}

/** The nonce attribute of each inline script of a page's HTML that the browser would run ('' for none). */
function inlineScriptNonces(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes) && !/type="application\/(?:ld\+)?json"/.test(attributes))
    .map(([, attributes]) => /\bnonce="([^"]*)"/.exec(attributes)?.[1] ?? '')
}

/** The page's nonce, after checking that its policy names it and that every inline script carries it. */
function expectNoncedScripts(policy: string, html: string, what: string): string {
  const nonces = directive(policy, 'script-src').filter((source) => source.startsWith("'nonce-"))
  expect(nonces, what).toHaveLength(1)
  const nonce = nonces[0]!.slice("'nonce-".length, -1)
  const scripts = inlineScriptNonces(html)
  expect(scripts.length, what).toBeGreaterThan(1)
  for (const script of scripts) expect(script, what).toBe(nonce)
  return nonce
}

test.describe('security headers', () => {
  // allowed-skip: project
  test.skip(({ isMobile }) => isMobile, 'HTTP behaviour: one run is enough')

  test('a page, an API route, a static asset and the admin carry every header', async ({ request }) => {
    const home = await request.get('/')
    const policy = expectSecurityHeaders(home, '/')
    const html = await home.text()
    // Each of the page's own inline scripts carries the nonce of its policy (none would run otherwise).
    expectNoncedScripts(policy, html, '/')

    expectSecurityHeaders(await request.get('/api/cart/countries'), 'API route')
    expectSecurityHeaders(await request.get('/api/books?limit=1'), 'Payload REST')
    const asset = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
    expect(asset).toBeDefined()
    expectSecurityHeaders(await request.get(asset!), 'static asset')
    const admin = await request.get('/admin/login')
    expectNoncedScripts(expectSecurityHeaders(admin, 'admin'), await admin.text(), 'admin')
  })

  test('every response of a page has a nonce of its own, which all its inline scripts carry', async ({ request }) => {
    const nonces = new Set<string>()
    for (const url of ['/press', '/press', '/about']) {
      const response = await request.get(url)
      nonces.add(expectNoncedScripts(expectSecurityHeaders(response, url), await response.text(), url))
    }
    expect(nonces.size).toBe(3)
  })

  test("a page asked for again has the same headers but its nonce, and the router's data requests still get data", async ({
    request,
  }) => {
    const first = await request.get('/about')
    const again = await request.get('/about')
    expect(again.status()).toBe(200)
    for (const name of ['cache-control', 'content-type', 'content-encoding', 'vary'])
      expect(again.headers()[name], name).toBe(first.headers()[name])
    const withoutNonce = (response: APIResponse) =>
      (response.headers()['content-security-policy'] ?? '').replace(/'nonce-[^']+'/, "'nonce'")
    expect(withoutNonce(again)).toBe(withoutNonce(first))
    expectSecurityHeaders(again, '/about sent again')
    const data = await request.get('/about', { headers: { RSC: '1' } })
    expect(data.status()).toBe(200)
    expect(data.headers()['content-type']).toContain('text/x-component')
  })

  test('an inline script injected into a page is refused by its policy', async ({ page }) => {
    await page.route('**/press', async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace('</main>', '<script>window.__injected = true</script></main>')
      await route.fulfill({ response, body: html })
    })
    const violations = watchViolations(page)
    await page.goto('/press')
    await expect(page.locator('h1').first()).toBeVisible()
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined()
    await expect.poll(() => violations.length).toBeGreaterThan(0)
  })
})

/** Collects CSP violations (the event and the console's report of it) and page errors. */
function watchViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      violations.push(message.text())
  })
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`))
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return violations
}

test.describe('no CSP violation on the main pages', () => {
  // allowed-skip: project
  test.skip(({ isMobile }) => isMobile, 'the policy is the same at every width')

  async function firstLink(page: Page, from: string, pattern: RegExp) {
    await page.goto(from)
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    const href = hrefs.find((candidate) => pattern.test(candidate))
    expect(href, `a link matching ${pattern} on ${from}`).toBeDefined()
    return href!
  }

  test('public pages, a book page, search, cart and support run with no violation', async ({ page }) => {
    test.setTimeout(120_000)
    const violations = watchViolations(page)
    const pressBook = await firstLink(page, '/press', PRESS_BOOK)
    const libraryBook = await firstLink(page, '/library-program', LIBRARY_BOOK)
    for (const url of [
      '/',
      '/press',
      pressBook,
      libraryBook,
      '/search?search=art',
      '/cart',
      '/support',
      '/library-program/map',
    ]) {
      await page.goto(url)
      await page.waitForLoadState('networkidle')
      // Hydrated: React's scripts ran (they would be the first refused under a broken policy).
      await expect
        .poll(() => page.evaluate(() => Array.isArray((self as { __next_f?: unknown[] }).__next_f)))
        .toBe(true)
    }
    expect(violations).toEqual([])
  })

  test('the admin login and dashboard run with no violation', async ({ admin, page }) => {
    test.setTimeout(120_000)
    const violations = watchViolations(page)
    await logInToAdmin(page, admin)
    await page.waitForLoadState('networkidle')
    // The lists with the staff's own tools above them (saved views, save this view, packing slips, import).
    for (const list of ['books', 'orders?where[status][equals]=processing', 'donations', 'accounts']) {
      await page.goto(`/admin/collections/${list}`)
      await page.waitForLoadState('networkidle')
    }
    expect(violations).toEqual([])
  })
})

test.describe('cookies', () => {
  // allowed-skip: project
  test.skip(({ isMobile }) => isMobile, 'HTTP behaviour: one run is enough')

  function setCookie(response: APIResponse, name: string) {
    return response
      .headersArray()
      .filter(({ name: header }) => header.toLowerCase() === 'set-cookie')
      .map(({ value }) => value)
      .find((value) => value.startsWith(`${name}=`))
  }

  function expectFlags(cookie: string | undefined, what: string) {
    expect(cookie, what).toBeDefined()
    expect(cookie, what).toMatch(/;\s*HttpOnly/i)
    expect(cookie, what).toMatch(/;\s*SameSite=(Lax|Strict)/i)
    // Production, and SERVER_URL is not a plain-http address.
    expect(cookie, what).toMatch(/;\s*Secure/i)
  }

  test("the staff and library sessions' cookies are HttpOnly, Secure and SameSite", async ({
    admin,
    library: account,
    request,
    baseURL,
  }) => {
    const staff = await request.post('/api/users/login', { data: admin })
    expect(staff.status()).toBe(200)
    expectFlags(setCookie(staff, 'payload-token'), 'staff session')
    const library = await request.post('/api/account/login', {
      data: { email: account.email, password: account.password },
      headers: { Origin: baseURL! },
    })
    expect(library.status()).toBe(200)
    // The site's login names its session cookie `jwt` (src/lib/auth/jwtCookieStrategy.ts).
    expectFlags(setCookie(library, 'jwt'), 'library session')
  })

  test("a guest's cart cookie is HttpOnly, Secure and SameSite", async ({ page, context }) => {
    const pressBook = await (async () => {
      await page.goto('/press')
      const hrefs = await page
        .locator('a[href^="/press/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      return hrefs.find((href) => PRESS_BOOK.test(href))!
    })()
    await page.goto(pressBook)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('status').filter({ hasText: /Added/ })).toBeVisible({ timeout: 30_000 })
    const cart = (await context.cookies()).find((cookie) => cookie.name === 'art_cart_id')
    expect(cart).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' })
  })
})

test.describe('forms', () => {
  // A form submitted before its page hydrates (or with scripts off) is sent by the browser itself: as a GET
  // it would put passwords and addresses into the URL, the history and every log on the way.
  for (const path of ['/login', '/register']) {
    test(`every form with a password, an email or an address on ${path} posts`, async ({ page }) => {
      await page.goto(path)
      const forms = page.locator(
        'form:has(input[type="password"]), form:has(input[type="email"]), form:has(input[autocomplete*="address"])',
      )
      expect(await forms.count()).toBeGreaterThan(0)
      for (const method of await forms.evaluateAll((all) => all.map((form) => (form as HTMLFormElement).method))) {
        expect(method).toBe('post')
      }
    })
  }

  for (const path of ['/login', '/register']) {
    // No anti-forgery token nor any other per-visitor state: only the CSP nonce differs between two visitors.
    test(`${path} carries nothing of the visitor's own: no cookie`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      expect(response.headers()['set-cookie']).toBeUndefined()
    })
  }

  test('the login form works with scripts off: a wrong password is answered on the page, the right one logs in', async ({
    browser,
    library,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/login?next=/library-program/account')
    await page.getByLabel('Email').fill(library.email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByText('The email or password is not correct.')).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue(library.email)
    await expect(page.getByLabel('Password')).toHaveValue('')

    await page.getByLabel('Password').fill(library.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    // The browser posted from /login?next=…: the action sends it there (303) with the session cookie.
    await page.waitForURL((url) => url.pathname === '/library-program/account')
    expect((await context.cookies()).find((cookie) => cookie.name === 'jwt')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    })
    await context.close()
  })

  test('a state-changing request from another site is refused; the same request from the site is not', async ({
    browser,
    request,
    baseURL,
    isMobile,
  }) => {
    // allowed-skip: project
    test.skip(isMobile, 'HTTP behaviour: one run is enough')
    // The login form's fields as the browser sends them without scripts (the server action's own fields).
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByLabel('Email').fill('someone@example.org')
    await page.getByLabel('Password').fill('not-the-password')
    const fields = await page
      .locator('form:has(input[type="password"])')
      .evaluate((form) =>
        Object.fromEntries(
          [...new FormData(form as HTMLFormElement).entries()].map(([name, value]) => [name, String(value)]),
        ),
      )
    await context.close()
    expect(Object.keys(fields).some((name) => name.startsWith('$ACTION'))).toBe(true)

    const foreign: Array<Record<string, string>> = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: baseURL!, 'Sec-Fetch-Site': 'same-site' },
    ]
    for (const headers of foreign) {
      const action = await request.post('/login', { multipart: fields, headers, maxRedirects: 0 })
      expect(action.status(), JSON.stringify(headers)).toBe(403)
      expect(await action.json()).toEqual({ error: 'This request came from another site and was refused.' })
      const api = await request.post('/api/account/login', { data: { email: 'a@example.org', password: 'x' }, headers })
      expect(api.status(), JSON.stringify(headers)).toBe(403)
      const payloadRest = await request.post('/api/accounts/login', {
        data: { email: 'a@example.org', password: 'x' },
        headers,
      })
      expect(payloadRest.status(), JSON.stringify(headers)).toBe(403)
    }

    const own = { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' }
    const action = await request.post('/login', { multipart: fields, headers: own, maxRedirects: 0 })
    expect(action.status()).toBe(200)
    expect(await action.text()).toContain('The email or password is not correct.')
    const api = await request.post('/api/account/login', {
      data: { email: 'someone@example.org', password: 'not-the-password' },
      headers: own,
    })
    expect(api.status()).toBe(401)
    // Not a browser (no Origin, no Sec-Fetch-Site): a signed webhook, a script. Let through to the route.
    expect((await request.post('/api/account/login', { data: { email: 'x' } })).status()).toBe(400)
  })
})
