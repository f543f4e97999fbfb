/**
 * How pages are served, as a client sees it in the response: catalogue, search and list URLs answer
 * whatever host name the request carries (never proxied by the server to itself over HTTP);
 * only the admin asks browsers for the colour-scheme client hint (a critical hint makes Chromium request
 * every page twice); each page of the paginated lists answers at its own address and shows a publish within seconds;
 * a page's data holds the site's header and footer once, shared with the not-found page it also carries.
 */
import http from 'node:http'
import zlib from 'node:zlib'

import { adminCodeMarkers, scriptSources } from '../../scripts/audit/pageChecks'

import { expect, test } from './fixtures'

const VIEW_URLS = [
  '/press',
  '/library-program?stock=in',
  '/search?search=nature',
  '/news',
  '/news?page=2',
  '/resources/guides',
  '/testimonials',
]
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

  test('every page of the paginated lists answers as itself: its number current, its address canonical', async ({
    request,
  }) => {
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

  test("a page's data carries the site header and footer once, though it also holds the not-found page", async ({
    request,
  }) => {
    const press = await (await request.get('/press')).text()
    const book = press.match(/href="(\/press\/(?!about")[a-z0-9-]+)"/)?.[1]
    expect(book, 'a book on /press').toBeTruthy()
    for (const url of ['/', '/news', '/about', book!]) {
      const html = await (await request.get(url)).text()
      const payload = [...html.matchAll(/<script(?: nonce="[^"]*")?>self\.__next_f\.push\((.*?)\)<\/script>/gs)]
        .map((m) => m[1])
        .join('')
      // Once in the page's HTML and once in the data React hydrates from; each copy in the payload is ~3 KB.
      expect(payload.match(/SiteFooter_footer__/g) ?? [], url).toHaveLength(1)
      expect(html.match(/<footer/g) ?? [], url).toHaveLength(1)
    }
    const home = await (await request.get('/')).text()
    const payload = [...home.matchAll(/<script(?: nonce="[^"]*")?>self\.__next_f\.push\((.*?)\)<\/script>/gs)]
      .map((m) => m[1])
      .join('')
    expect(payload.match(/SiteHeader_header__/g) ?? []).toHaveLength(1)
  })

  test('Next compresses pages, scripts and stylesheets, and a static asset asked for again with its ETag answers 304', async ({
    baseURL,
  }) => {
    const page = await rawGet(baseURL!, '/news', 'br, gzip')
    expect(page.headers['content-encoding']).toBe('gzip')
    expect(page.headers['vary']).toMatch(/accept-encoding/i)
    expect(zlib.gunzipSync(page.body).toString('utf8')).toContain('<main')
    const html = zlib.gunzipSync(page.body).toString('utf8')
    const script = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script, 'a script file on /news').toBeTruthy()
    const asset = await rawGet(baseURL!, script!, 'gzip')
    expect(asset.headers['content-encoding']).toBe('gzip')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    expect(asset.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    const etag = asset.headers['etag']
    expect(etag).toBeTruthy()
    expect((await rawGet(baseURL!, script!, 'gzip', { 'if-none-match': etag! })).status).toBe(304)
  })
})

test.describe('script loading', () => {
  test("a page's scripts are the ones Next writes, and once loaded the page works: the menu opens", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/news')).text()
    expect(html).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async=""/)
    await page.goto('/news')
    await page.getByRole('button', { name: /menu/i }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })
})

test.describe('uncompressed pages', () => {
  // allowed-skip: project
  test.skip(({ isMobile }) => isMobile, 'HTTP behaviour: one run is enough')

  test('a client that takes no compression gets each whole page, its length as sent', async ({ baseURL }) => {
    for (const path of ['/', '/news', '/login']) {
      const { headers, body } = await rawGet(baseURL!, path, 'identity')
      expect(headers['content-encoding'], path).toBeUndefined()
      if (headers['content-length']) expect(Number(headers['content-length']), path).toBe(body.length)
      expect(body.toString('utf8').trimEnd(), path).toMatch(/<\/html>$/)
    }
  })
})

/** A GET whose body stays as sent (Playwright's request decodes it). */
function rawGet(
  base: string,
  path: string,
  acceptEncoding: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, base), { headers: { ...headers, 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
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
      data: {
        title,
        postDate: new Date().toISOString(),
        excerpt: 'A news item from the serving test.',
        _status: 'published',
      },
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

test.describe('what public pages load', () => {
  // allowed-skip: project
  test.skip(({ isMobile }) => isMobile, 'The same scripts at every width: one run is enough')

  test('no admin code (Payload UI, the Lexical editor or renderer) in the scripts of the key pages', async ({
    request,
  }) => {
    const found: string[] = []
    for (const path of ['/', '/library-program', '/press', '/search?search=art', '/support', '/donation', '/cart']) {
      const html = await (await request.get(path)).text()
      for (const src of scriptSources(html)) {
        const markers = adminCodeMarkers(await (await request.get(src)).text())
        if (markers.length) found.push(`${path} ${src}: ${markers.join(', ')}`)
      }
    }
    expect(found).toEqual([])
  })
})
