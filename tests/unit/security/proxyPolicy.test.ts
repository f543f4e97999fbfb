import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/availability/database'
import { noteRequestError } from '@/lib/availability/outage'
import { NONCE_HEADER } from '@/lib/security/nonce'
import { proxy } from '@/proxy'

const request = (path: string, accept = 'text/html') =>
  new NextRequest(new URL(path, 'http://127.0.0.1:3000'), { headers: { accept } })

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

describe('the proxy’s Content-Security-Policy', () => {
  it('gives each page response a nonce of its own, and the page’s rendering the same nonce', async () => {
    const page = request('/about')
    const first = await proxy(page)
    const second = await proxy(request('/about'))
    expect(nonceOf(first)).toMatch(/^[A-Za-z0-9+/=]{16,}$/)
    expect(page.headers.get(NONCE_HEADER)).toBe(nonceOf(first))
    expect(page.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
    expect(nonceOf(second)).not.toBe(nonceOf(first))
  })

  it('gives the admin a nonce policy of its own, with no frames from elsewhere', async () => {
    const admin = await proxy(request('/admin/login'))
    expect(nonceOf(admin)).toBeTruthy()
    expect(admin.headers.get('content-security-policy')).toContain("frame-src 'self';")
  })
})

describe('the mark for shared caches in front (CDN-Cache-Control)', () => {
  it('lets a public page be kept one second', async () => {
    expect((await proxy(request('/press?page=2'))).headers.get('cdn-cache-control')).toBe('max-age=1')
  })

  it('is not given to the admin, to a form posted to a page, nor to the pre-launch gate', async () => {
    expect((await proxy(request('/admin/login'))).headers.get('cdn-cache-control')).toBeNull()
    const post = new NextRequest(new URL('/login', 'http://127.0.0.1:3000'), { method: 'POST' })
    expect((await proxy(post)).headers.get('cdn-cache-control')).toBeNull()
    const env = { ...process.env }
    try {
      process.env.SITE_ENV = 'staging'
      const gated = await proxy(request('/about'))
      expect(gated.headers.get('cache-control')).toBe('private, no-store')
      expect(gated.headers.get('cdn-cache-control')).toBeNull()
    } finally {
      process.env = env
    }
  })
})

describe('pages while the database is out of reach', () => {
  it('answer 503 with the retry page once a page failed for want of the database, without rendering', async () => {
    noteRequestError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), Date.now())
    const page = await proxy(request('/press?page=2'))
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe('10')
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(await page.text()).toContain(DATABASE_UNAVAILABLE_MESSAGE)
    const data = await proxy(request('/press', 'text/x-component'))
    expect(await data.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE })
  })
})
