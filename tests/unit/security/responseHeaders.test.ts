import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

// @ts-expect-error Next ships its copy of `compression` without types; it is the one `next start` runs.
import compression from 'next/dist/compiled/compression'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/availability/database'
import { noteRequestError } from '@/lib/availability/outage'
import { packingSlip, packingSlipsHtml } from '@/lib/orders/packingSlip'
import { inlineScripts, scriptHash } from '@/lib/security/contentSecurityPolicy'
import { htmlText, installSecurityHeaders } from '@/lib/security/responseHeaders'

import { libraryOrder } from '../orders-admin/fixtures'

const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])'
const CHUNK = 'self.__next_f.push([1,"data"])'
const PAGE = [
  `<!DOCTYPE html><html><head><script>${BOOTSTRAP}</script></head><body>`,
  `<p>${'A page long enough to be compressed. '.repeat(60)}</p>`,
  '<script>alert(1)</script>',
  `<script>${CHUNK}</script></body></html>`,
]

const CACHED_PAGE = `<!DOCTYPE html><html><head><script>${BOOTSTRAP}</script></head><body><p>${'Cached café. '.repeat(400)}</p></body></html>`

let server: http.Server
let base: string

beforeAll(async () => {
  installSecurityHeaders()
  const compress = (compression as unknown as () => (req: unknown, res: unknown, next: () => void) => void)()
  // As Next's router server does: compression first (it replaces write/end), then the page, streamed in chunks.
  server = http.createServer((req, res) => {
    compress(req, res, () => {})
    // As Next does when a page or route handler throws: onRequestError first, then the 500 answer.
    if (req.url?.includes('/fails/')) {
      const error = req.url.includes('database')
        ? Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
        : new Error('a bug')
      noteRequestError(error, req.headers)
      res.statusCode = 500
      res.setHeader('content-type', req.url.includes('page') ? 'text/html; charset=utf-8' : 'text/plain')
      res.end(
        req.url.includes('page') ? '<!DOCTYPE html><html><body><p>500</p></body></html>' : 'Internal Server Error',
      )
      return
    }
    // A cached page: Next sends it as one string with its length, the same text every time.
    if (req.url === '/cached') {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('content-length', Buffer.byteLength(CACHED_PAGE))
      res.end(CACHED_PAGE)
      return
    }
    // As Payload's packing-slip endpoint answers staff (src/lib/orders/packingSlipEndpoints.ts).
    if (req.url === '/api/orders/packing-slips') {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(packingSlipsHtml([packingSlip(libraryOrder)], 'Packing slips'))
      return
    }
    if (req.url === '/api') {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ ok: true }))
      return
    }
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.flushHeaders()
    for (const chunk of PAGE) res.write(chunk)
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function get(path: string, encoding?: string, accept?: string, ifNoneMatch?: string, cookie?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; raw: Buffer }>(
    (resolve, reject) => {
      const headers = {
        ...(encoding ? { 'accept-encoding': encoding } : {}),
        ...(accept ? { accept } : {}),
        ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
        ...(cookie ? { cookie } : {}),
      }
      http
        .get(base + path, { headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => {
            const raw = Buffer.concat(chunks)
            const sentAs = res.headers['content-encoding']
            const body =
              sentAs === 'gzip' ? zlib.gunzipSync(raw) : sentAs === 'br' ? zlib.brotliDecompressSync(raw) : raw
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8'), raw })
          })
        })
        .on('error', reject)
    },
  )
}

describe('installSecurityHeaders', () => {
  it.each([undefined, 'gzip'])(
    'hashes a page’s framework scripts into its policy (accept-encoding %s)',
    async (encoding) => {
      const { headers, body } = await get('/', encoding)
      expect(body).toBe(PAGE.join(''))
      if (encoding) expect(headers['content-encoding']).toBe('gzip')
      const policy = String(headers['content-security-policy'])
      expect(policy).toContain(scriptHash(BOOTSTRAP))
      expect(policy).toContain(scriptHash(CHUNK))
      expect(policy).not.toContain(scriptHash('alert(1)'))
      expect(headers['x-content-type-options']).toBe('nosniff')
    },
  )

  it.each([undefined, 'gzip'])(
    'tags a page and answers 304 without a body when the browser has it (accept-encoding %s)',
    async (encoding) => {
      const first = await get('/', encoding)
      const tag = String(first.headers.etag)
      expect(tag).toMatch(/^W\/"[\w-]+"$/)
      const again = await get('/', encoding, undefined, tag)
      expect(again.status).toBe(304)
      expect(again.body).toBe('')
      expect(again.headers.etag).toBe(tag)
      const changed = await get('/', encoding, undefined, 'W/"an-older-page"')
      expect(changed.status).toBe(200)
      expect(changed.body).toBe(PAGE.join(''))
      expect(changed.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    },
  )

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    [undefined, undefined],
  ])('sends a cached page compressed once for all its requests (accept-encoding %s)', async (accepted, sentAs) => {
    const first = await get('/cached', accepted)
    expect(first.body).toBe(CACHED_PAGE)
    expect(first.headers['content-encoding']).toBe(sentAs)
    expect(Number(first.headers['content-length'])).toBe(first.raw.length)
    if (sentAs) {
      expect(first.raw.length).toBeLessThan(Buffer.byteLength(CACHED_PAGE) / 10)
      expect(String(first.headers.vary).match(/accept-encoding/gi)).toHaveLength(1)
    }
    expect(String(first.headers['content-security-policy'])).toContain(scriptHash(BOOTSTRAP))
    const again = await get('/cached', accepted)
    expect(again.raw.equals(first.raw)).toBe(true)
    expect(again.headers.etag).toBe(first.headers.etag)
    expect((await get('/cached', accepted, undefined, String(first.headers.etag))).status).toBe(304)
  })

  it('lets the packing slip’s Print button work: no inline handler, and its script is in the policy it is served with', async () => {
    const { headers, body } = await get('/api/orders/packing-slips')
    expect(body).toMatch(/<button[^>]*>Print<\/button>/)
    // Event-handler attributes are what `script-src-attr 'none'` refuses.
    expect(body).not.toMatch(/<[^>]*\son[a-z]+\s*=/i)
    const policy = String(headers['content-security-policy'])
    expect(policy).toContain("script-src-attr 'none'")
    for (const script of inlineScripts(body)) expect(policy).toContain(scriptHash(script))
  })

  it('gives other responses the policy without inline scripts, and the same headers', async () => {
    const { headers, body } = await get('/api', 'gzip')
    expect(JSON.parse(body)).toEqual({ ok: true })
    expect(headers['content-security-policy']).toMatch(/script-src 'self';/)
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })
})

describe('a 500 the database caused', () => {
  it.each([undefined, 'gzip'])(
    'is a 503 retry page for a browser, with Retry-After (accept-encoding %s)',
    async (encoding) => {
      const { status, headers, body } = await get('/fails/page/database?q=1', encoding, 'text/html,*/*')
      expect(status).toBe(503)
      expect(Number(headers['retry-after'])).toBeGreaterThan(0)
      expect(headers['cache-control']).toBe('no-store')
      expect(body).toContain('<p class="status">503</p>')
      expect(body).toContain(DATABASE_UNAVAILABLE_MESSAGE)
      expect(body).toContain('href="/fails/page/database?q=1">Try again</a>')
      expect(body).toMatch(/<meta http-equiv="refresh" content="\d+">/)
      expect(body).not.toContain('<p>500</p>')
    },
  )

  it('is a 503 with the JSON message for anything but a browser', async () => {
    const { status, headers, body } = await get('/fails/route/database', 'gzip', 'application/json')
    expect(status).toBe(503)
    expect(headers['content-type']).toBe('application/json')
    expect(JSON.parse(body)).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE })
  })

  it('leaves any other 500 as it was', async () => {
    const { status, body } = await get('/fails/page/bug', undefined, 'text/html')
    expect(status).toBe(500)
    expect(body).toContain('<p>500</p>')
  })

  it('keeps the retry link on this site whatever the request line says', async () => {
    const { body } = await get('//elsewhere.example/fails/page/database', undefined, 'text/html')
    expect(body).toContain('href="/fails/page/database">Try again</a>')
  })
})

describe('requests Node cannot parse', () => {
  it('answer 431 with a JSON body saying why, and the security headers', async () => {
    const response = await fetch(`${base}/?q=${'x'.repeat(20_000)}`)
    expect(response.status).toBe(431)
    expect(await response.json()).toEqual({ error: expect.stringMatching(/too large/) })
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('htmlText', () => {
  const html = PAGE.join('')

  it('reads a page as it is, or from inside the gzip or deflate stream Next compressed it into', () => {
    expect(htmlText(Buffer.from(html))).toBe(html)
    expect(htmlText(zlib.gzipSync(html))).toBe(html)
    expect(htmlText(zlib.deflateSync(html))).toBe(html)
  })

  it('reads bytes that only look like a stream as they are', () => {
    const notGzip = Buffer.from([0x1f, 0x8b, 0x3c, 0x70])
    expect(htmlText(notGzip)).toBe(notGzip.toString('utf8'))
  })
})
