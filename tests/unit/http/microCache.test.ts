import http from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import {
  clearMicroCache,
  isStorableAnswer,
  MICRO_CACHE_MS,
  microCacheKey,
  sendKeptAnswer,
  storeAnswer,
} from '@/lib/http/microCache'

const NO_ENV = {}
const get = (url: string, headers: http.IncomingHttpHeaders = {}) => ({
  method: 'GET',
  url,
  headers: { host: 'example.org', ...headers },
})
const PAGE_HEADERS: http.OutgoingHttpHeaders = {
  'cache-control': 's-maxage=600, stale-while-revalidate=31535400',
  'content-type': 'text/html; charset=utf-8',
  'content-length': '11',
  'content-security-policy': "script-src 'self' 'sha256-x'",
  etag: 'W/"abc"',
  date: 'Fri, 27 Nov 2026 10:00:00 GMT',
  connection: 'keep-alive',
}

/** A response that records what was sent, as the layer sends it (writeHead, then Node's own end). */
function recordingResponse() {
  const sent: { status?: number; headers?: http.OutgoingHttpHeaders; body?: Buffer } = {}
  const res = {
    writeHead(status: number, headers: http.OutgoingHttpHeaders) {
      sent.status = status
      sent.headers = headers
      return this
    },
  } as unknown as http.ServerResponse
  const end = function (this: http.ServerResponse, body?: Buffer) {
    sent.body = body
    return this
  }
  return { res, end, sent }
}
const request = (headers: http.IncomingHttpHeaders = {}) => ({ headers }) as http.IncomingMessage

afterEach(() => clearMicroCache())

describe('which requests the micro-cache may answer', () => {
  it('a plain GET of a page, keyed by its address and the encoding it will be sent in', () => {
    expect(microCacheKey(get('/'), NO_ENV)).toBe('identity /')
    expect(microCacheKey(get('/about?x=1', { 'accept-encoding': 'gzip, br' }), NO_ENV)).toBe('br /about?x=1')
    expect(microCacheKey(get('/about', { 'accept-encoding': 'gzip' }), NO_ENV)).toBe('gzip /about')
  })

  it("not what Next answers otherwise: other methods, the router's data requests, server actions, draft mode", () => {
    expect(microCacheKey({ ...get('/'), method: 'HEAD' }, NO_ENV)).toBeNull()
    expect(microCacheKey({ ...get('/'), method: 'POST' }, NO_ENV)).toBeNull()
    for (const header of [
      'rsc',
      'next-router-prefetch',
      'next-router-state-tree',
      'next-router-segment-prefetch',
      'next-action',
      'next-url',
    ])
      expect(microCacheKey(get('/', { [header]: '1' }), NO_ENV), header).toBeNull()
    expect(microCacheKey(get('/', { cookie: 'a=1; __prerender_bypass=x' }), NO_ENV)).toBeNull()
    expect(microCacheKey(get('/', { cookie: '__next_preview_data=x' }), NO_ENV)).toBeNull()
    expect(microCacheKey(get('/', { cookie: 'jwt=abc; art_cart_id=1' }), NO_ENV)).toBe('identity /')
  })

  it('not the admin, the API or build files, nor a request the proxy has work for', () => {
    for (const url of ['/admin', '/admin/collections/books', '/api/books', '/_next/static/x.js'])
      expect(microCacheKey(get(url), NO_ENV), url).toBeNull()
    // The catalogue's cached routes, a legacy path, the pre-launch gate, the host rule.
    expect(microCacheKey(get('/library-program?themes=x'), NO_ENV)).toBeNull()
    expect(microCacheKey(get('/who-we-are'), NO_ENV)).toBeNull()
    expect(microCacheKey(get('/'), { SITE_ENV: 'staging' })).toBeNull()
    expect(microCacheKey(get('/'), { CANONICAL_HOST_REDIRECT: 'on', NODE_ENV: 'production' })).toBeNull()
    expect(
      microCacheKey(get('/', { host: 'www.example.org' }), { CANONICAL_HOST_REDIRECT: 'on', NODE_ENV: 'production' }),
    ).toBe('identity /')
  })
})

describe('which answers it keeps', () => {
  it('a 200 page a shared cache may keep', () => {
    expect(isStorableAnswer(200, PAGE_HEADERS)).toBe(true)
  })

  it('nothing private, no-store, no-cache, without s-maxage, with a cookie set, stale, or not a 200', () => {
    expect(isStorableAnswer(200, { ...PAGE_HEADERS, 'cache-control': 'private, no-cache' })).toBe(false)
    expect(isStorableAnswer(200, { ...PAGE_HEADERS, 'cache-control': 'no-store, must-revalidate' })).toBe(false)
    expect(isStorableAnswer(200, { ...PAGE_HEADERS, 'cache-control': 's-maxage=1, no-cache' })).toBe(false)
    expect(isStorableAnswer(200, { ...PAGE_HEADERS, 'cache-control': 'max-age=60' })).toBe(false)
    expect(isStorableAnswer(200, { ...PAGE_HEADERS, 'set-cookie': ['art-form-token=x'] })).toBe(false)
    expect(isStorableAnswer(200, { ...PAGE_HEADERS, 'x-nextjs-cache': 'STALE' })).toBe(false)
    expect(isStorableAnswer(200, { ...PAGE_HEADERS, 'x-nextjs-cache': 'HIT' })).toBe(true)
    expect(isStorableAnswer(404, PAGE_HEADERS)).toBe(false)
  })
})

describe('a kept answer', () => {
  const body = Buffer.from('<p>page</p>')

  it('is sent again as it was, without the per-response headers, for one second', () => {
    storeAnswer('identity /', 200, PAGE_HEADERS, body, 1_000)
    const { res, end, sent } = recordingResponse()
    expect(sendKeptAnswer('identity /', request(), res, end, 1_000 + MICRO_CACHE_MS - 1)).toBe(true)
    expect(sent.status).toBe(200)
    expect(sent.body?.toString()).toBe('<p>page</p>')
    expect(sent.headers).toMatchObject({ etag: 'W/"abc"', 'content-security-policy': "script-src 'self' 'sha256-x'" })
    expect(sent.headers).not.toHaveProperty('date')
    expect(sent.headers).not.toHaveProperty('connection')

    const later = recordingResponse()
    expect(sendKeptAnswer('identity /', request(), later.res, later.end, 1_000 + MICRO_CACHE_MS)).toBe(false)
    expect(later.sent.status).toBeUndefined()
  })

  it('answers a matching If-None-Match with a 304 without a body', () => {
    storeAnswer('identity /', 200, PAGE_HEADERS, body, 1_000)
    const { res, end, sent } = recordingResponse()
    expect(sendKeptAnswer('identity /', request({ 'if-none-match': 'W/"abc"' }), res, end, 1_001)).toBe(true)
    expect(sent.status).toBe(304)
    expect(sent.body).toBeUndefined()
    expect(sent.headers).not.toHaveProperty('content-length')
    expect(sent.headers).toHaveProperty('etag', 'W/"abc"')
  })

  it('is only ever sent for its own key, and is forgotten when content changes', () => {
    storeAnswer('br /', 200, PAGE_HEADERS, body, 1_000)
    const other = recordingResponse()
    expect(sendKeptAnswer('identity /', request(), other.res, other.end, 1_001)).toBe(false)
    clearMicroCache()
    const after = recordingResponse()
    expect(sendKeptAnswer('br /', request(), after.res, after.end, 1_001)).toBe(false)
  })

  it('is not kept when the answer may not be', () => {
    storeAnswer('identity /login', 200, { ...PAGE_HEADERS, 'cache-control': 'private, no-cache' }, body, 1_000)
    const { res, end } = recordingResponse()
    expect(sendKeptAnswer('identity /login', request(), res, end, 1_001)).toBe(false)
  })
})
