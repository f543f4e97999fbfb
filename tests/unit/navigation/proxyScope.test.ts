import { describe, expect, it } from 'vitest'

import { CACHED_ROUTE_SOURCES } from '@/lib/navigation/cachedRoutes'
import { PROXY_IDLE_HEADER, proxyHasWork, requestPathname } from '@/lib/navigation/proxyScope'
import { config } from '@/proxy'

const get = (pathname: string, host = 'www.art.example') => ({ method: 'GET', pathname, host })

describe('proxyHasWork', () => {
  it('finds none for a page read with the gate and the host rule off', () => {
    for (const path of ['/', '/about', '/press/some-book', '/library-program/some-book', '/support', '/cart'])
      expect(proxyHasWork(get(path), {}), path).toBe(false)
    expect(proxyHasWork({ method: 'HEAD', pathname: '/', host: 'art.example' }, {})).toBe(false)
  })

  it('finds some on every path while the gate is on, and on a host the host rule redirects', () => {
    expect(proxyHasWork(get('/'), { SITE_ENV: 'staging' })).toBe(true)
    const hostRule = { CANONICAL_HOST_REDIRECT: 'on', NODE_ENV: 'production' }
    expect(proxyHasWork(get('/about', 'art.example'), hostRule)).toBe(true)
    for (const host of ['www.art.example', 'staging.art.example', 'localhost:3000', '10.0.0.5:3000'])
      expect(proxyHasWork(get('/about', host), hostRule), host).toBe(false)
    expect(proxyHasWork(get('/'), { SITE_ENV: 'production' })).toBe(false)
  })

  it('finds some in a post, a cached route’s source and a legacy path', () => {
    expect(proxyHasWork({ method: 'POST', pathname: '/login', host: 'www.art.example' }, {})).toBe(true)
    for (const path of CACHED_ROUTE_SOURCES) expect(proxyHasWork(get(path), {}), path).toBe(true)
    for (const path of ['/who-we-are', '/homepage', '/resources', '/teaching-guides/x', '/art-press-book/x'])
      expect(proxyHasWork(get(path), {}), path).toBe(true)
    expect(proxyHasWork(get('/ours-press-book/x'), { LEGACY_PRESS_SLUG: 'ours' })).toBe(true)
  })

  it('reads the path as the matcher does', () => {
    expect(requestPathname('/press/../who-we-are?x=1')).toBe('/who-we-are')
    expect(requestPathname(undefined)).toBe('/')
  })
})

describe("the proxy's matcher", () => {
  it('skips the requests marked idle, and never the others', () => {
    const [matcher] = config.matcher
    expect(matcher.missing).toEqual([{ type: 'header', key: PROXY_IDLE_HEADER }])
    const source = new RegExp(`^${matcher.source}$`)
    for (const path of ['/', '/login', '/who-we-are', '/library-program']) expect(source.test(path), path).toBe(true)
    for (const path of ['/admin', '/api/search', '/_next/static/x.js']) expect(source.test(path), path).toBe(false)
  })
})
