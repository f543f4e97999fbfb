/**
 * How pages are served, as a client sees it in the response: catalogue, search and list URLs answer
 * whatever host name the request carries (never proxied by the server to itself over HTTP);
 * only the admin asks browsers for the colour-scheme client hint (a critical hint makes Chromium request
 * every page twice); each page of the paginated lists answers at its own address and shows a publish within seconds;
 * a page's data holds the site's header and footer once, shared with the not-found page it also carries.
 */
import http from 'node:http'
import zlib from 'node:zlib'

import { expect, test } from './fixtures'

import { gotoHydrated } from './hydration'

const VIEW_URLS = ['/press', '/library-program?stock=in', '/search?search=nature', '/news', '/news?page=2', '/resources/guides', '/testimonials']
const LIST_URLS = ['/news', '/news?page=2', '/editions', '/resources/guides', '/resources/notes', '/testimonials']

test.describe('serving', () => {
  // allowed-skip: project
  test.skip(({ isMobile }) => isMobile, 'HTTP behaviour: one run is enough')

  test('catalogue, search and list URLs answer whatever host the site is reached by', async ({ request, baseURL }) => {
    const own = new URL(baseURL!).host
    // The listening address, the same server by name, and a public domain in front of a reverse proxy.
    const hosts = [own, own.replace(/^127\.0\.0\.1/, 'localhost'), 'books.example.org']
    for (const host of hosts) {
      for (const url of VIEW_URLS) {
        const response = await request.get(url, { headers: { host }, maxRedirects: 0 })
        expect(response.status(), `${host}${url}`).toBe(200)
        // A rewrite Next serves by proxying the request to itself is an absolute URL here.
        expect(response.headers()['x-middleware-rewrite'] ?? '', `${host}${url}`).not.toMatch(/^https?:/)
        expect(await response.text(), `${host}${url}`).toContain('<main')
      }
    }
  })

  test('no public page asks for the colour-scheme client hint; the admin still does', async ({ request }) => {
    for (const url of ['/', '/press', '/news', '/about', '/search?search=nature', '/library-program/map']) {
      const headers = (await request.get(url)).headers()
      expect(headers['critical-ch'], url).toBeUndefined()
      expect(headers['accept-ch'], url).toBeUndefined()
    }
    const admin = (await request.get('/admin/login')).headers()
    expect(admin['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  test('every page of the paginated lists answers as itself: its number current, its address canonical', async ({ request }) => {
    for (const url of LIST_URLS) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      const html = await response.text()
      const page = new URL(url, 'http://site.test').searchParams.get('page') ?? '1'
      expect(html, url).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${url.replace(/[?]/g, '\\?')}"`))
      // A list with a single page shows no page links.
      if (page !== '1') expect(html, url).toMatch(new RegExp(`aria-current="page"[^>]*>${page}</a>`))
    }
    expect((await request.get('/news?page=0')).status()).toBe(404)
    expect((await request.get('/news?page=999')).status()).toBe(404)
  })

  test("a page's data carries the site header and footer once, though it also holds the not-found page", async ({ request }) => {
    const press = await (await request.get('/press')).text()
    const book = press.match(/href="(\/press\/(?!about")[a-z0-9-]+)"/)?.[1]
    expect(book, 'a book on /press').toBeTruthy()
    for (const url of ['/', '/news', '/about', book!]) {
      const html = await (await request.get(url)).text()
      const payload = [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)].map((m) => m[1]).join('')
      // Once in the page's HTML and once in the data React hydrates from; each copy in the payload is ~3 KB.
      expect(payload.match(/SiteFooter_footer__/g) ?? [], url).toHaveLength(1)
      expect(html.match(/<footer/g) ?? [], url).toHaveLength(1)
    }
    const home = await (await request.get('/')).text()
    const payload = [...home.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)].map((m) => m[1]).join('')
    expect(payload.match(/SiteHeader_header__/g) ?? []).toHaveLength(1)
  })

  test("a page's scripts and stylesheets come in Brotli once made, the same bytes as Next's gzip, with every header", async ({ request, baseURL }) => {
    const html = await (await request.get('/news')).text()
    const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/(?:chunks|css)\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)
    const largest = assets.find((url) => /\/chunks\/\d+-[0-9a-f]+\.js$/.test(url))
    expect(largest, 'a shared chunk on /news').toBeTruthy()
    const gzip = await rawGet(baseURL!, largest!, 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    // Made in the background after a first request: asked again until it is there.
    let brotli = await rawGet(baseURL!, largest!, 'br, gzip')
    for (let tries = 0; brotli.headers['content-encoding'] !== 'br' && tries < 40; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      brotli = await rawGet(baseURL!, largest!, 'br, gzip')
    }
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(brotli.body).equals(zlib.gunzipSync(gzip.body))).toBe(true)
    expect(brotli.body.length).toBeLessThan(gzip.body.length)
    expect(brotli.headers['content-type']).toMatch(/^application\/javascript/)
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i)
    expect(brotli.headers['x-content-type-options']).toBe('nosniff')
    expect(brotli.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    // A client that does not take Brotli still gets gzip.
    expect((await rawGet(baseURL!, largest!, 'gzip')).headers['content-encoding']).toBe('gzip')
  })
})

test.describe('script loading', () => {
  test("a page's scripts are fetched only after its markup is parsed and painted, then it hydrates: the menu opens", async ({ page, request }) => {
    const html = await (await request.get('/news')).text()
    // As served: no script file the browser could fetch while it reads the page.
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+"(?: id="[^"]*")? async=""/)
    expect(html).not.toMatch(/<link rel="preload" as="script"[^>]*\/_next\/static\/chunks\//)
    expect(html.match(/data-deferred-src="\/_next\/static\/chunks\//g)?.length ?? 0).toBeGreaterThan(3)
    await gotoHydrated(page, '/news')
    await page.waitForLoadState('networkidle')
    const timing = await page.evaluate(() => ({
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
      painted: performance.getEntriesByType('paint').some((entry) => entry.name === 'first-paint'),
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/_next/static/chunks/'))
        .map((entry) => entry.startTime),
    }))
    expect(timing.painted).toBe(true)
    expect(timing.scripts.length).toBeGreaterThan(3)
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.parsed)
    await page.getByRole('button', { name: /menu/i }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })

  test('a control used before the page has hydrated does what it says once it has: the menu opens, a wrong login is answered', async ({ page }) => {
    // The script files held back 1.5 s, so the clicks below certainly come before React has taken over.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    const hydrated = () => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))

    await page.goto('/news', { waitUntil: 'domcontentloaded' })
    await page.getByTestId('menu-toggle').click()
    expect(await hydrated()).toBe(false)
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible({ timeout: 30_000 })

    await page.goto('/login', { waitUntil: 'domcontentloaded' })
    await page.getByLabel('Email').fill('nobody@example.org')
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    expect(await hydrated()).toBe(false)
    // Sent by the form's script, not posted as plain HTML: the page stays and says why.
    await expect(page.getByRole('alert').filter({ hasText: 'The email or password is not correct.' })).toBeVisible({ timeout: 30_000 })
    expect(new URL(page.url()).pathname).toBe('/login')
  })
})

test.describe('uncompressed pages', () => {
  // allowed-skip: project
  test.skip(({ isMobile }) => isMobile, 'HTTP behaviour: one run is enough')

  test('a client that takes no compression gets each whole page, its length as sent', async ({ baseURL }) => {
    for (const path of ['/', '/news', '/login']) {
      // Twice: the second answer is the kept page.
      for (let time = 0; time < 2; time++) {
        const { headers, body } = await rawGet(baseURL!, path, 'identity')
        expect(headers['content-encoding'], path).toBeUndefined()
        if (headers['content-length']) expect(Number(headers['content-length']), path).toBe(body.length)
        expect(body.toString('utf8').trimEnd(), path).toMatch(/<\/html>$/)
      }
    }
  })
})

/** A GET whose body stays as sent (Playwright's request decodes it). */
function rawGet(base: string, path: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, base), { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

test.describe('after a publish', () => {
  // allowed-skip: project
  test.skip(({ isMobile }) => isMobile, 'one run is enough: it edits shared content')

  test('a new news item shows on /news within 5 seconds, and leaves when deleted', async ({ admin, request }) => {
    const login = await request.post('/api/users/login', { data: admin })
    expect(login.status()).toBe(200)
    const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    await request.get('/news')
    const title = `Cache check ${Date.now()}`
    const created = await request.post('/api/news', {
      headers,
      data: { title, postDate: new Date().toISOString(), excerpt: 'A news item from the serving test.', _status: 'published' },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      await expect(async () => expect(await (await request.get('/news')).text()).toContain(title)).toPass({
        timeout: 5_000,
        intervals: [250, 500, 1000],
      })
    } finally {
      expect((await request.delete(`/api/news/${doc.id}`, { headers })).status()).toBe(200)
    }
    await expect(async () => expect(await (await request.get('/news')).text()).not.toContain(title)).toPass({
      timeout: 5_000,
      intervals: [250, 500, 1000],
    })
  })
})
