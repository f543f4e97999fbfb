import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { COMPOSE_NGINX, NOT_SHARED, nginxConfig, PRIVATE_COOKIE, SHARED_MAX_AGE, UNCACHED_PATH } from '../../../scripts/lib/cluster/nginxConfig'

// The patterns go into nginx's config as they are; nginx's PCRE reads them as JavaScript does.
const uncachedPath = new RegExp(UNCACHED_PATH)
const privateCookie = new RegExp(PRIVATE_COOKIE, 'i')
/** As the config's map decides from CDN-Cache-Control: not shared when private/no-store/no-cache, else shared when (s-)max-age ≥ 1. */
const shared = (cacheControl: string) =>
  !new RegExp(NOT_SHARED, 'i').test(cacheControl) && new RegExp(SHARED_MAX_AGE, 'i').test(cacheControl)

describe('the balancer micro-cache rules', () => {
  it('never caches the APIs, the admin, the cart, the account pages or the commerce paths', () => {
    for (const path of [
      '/api/books',
      '/api',
      '/admin',
      '/admin/collections/books',
      '/cart',
      '/cart/order/123',
      '/login',
      '/login/reset',
      '/register',
      '/library-program/account',
      '/art-fc',
      '/art-orders',
      '/donation/success',
    ])
      expect(uncachedPath.test(path), path).toBe(true)
  })

  it('caches public pages, including ones whose names begin like the excluded ones', () => {
    for (const path of ['/', '/press', '/library-program', '/library-program/map', '/news', '/search', '/apis', '/cartography', '/art'])
      expect(uncachedPath.test(path), path).toBe(false)
  })

  it('bypasses requests carrying a login, a gate pass or draft mode, not a cart cookie', () => {
    for (const cookie of ['jwt=abc', 'art_cart_id=1; jwt=abc', 'payload-token=x', 'a=1;payload-token=x', 'art-fauxwall=1', '__prerender_bypass=1'])
      expect(privateCookie.test(cookie), cookie).toBe(true)
    for (const cookie of ['art_cart_id=1', 'notjwt=1', 'jwtx=1', 'theme=dark'])
      expect(privateCookie.test(cookie), cookie).toBe(false)
  })

  it('keeps only responses whose CDN-Cache-Control allows a second or more, never a private one', () => {
    expect(shared('max-age=1')).toBe(true)
    expect(shared('max-age=0')).toBe(false)
    expect(shared('s-maxage=600, stale-while-revalidate=31535400')).toBe(true)
    expect(shared('public, max-age=0, s-maxage=30')).toBe(true)
    expect(shared('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(false)
    expect(shared('private, s-maxage=600')).toBe(false)
    expect(shared('s-maxage=0')).toBe(false)
    expect(shared('')).toBe(false)
  })

  it('balances over every instance, listening on 127.0.0.1 only', () => {
    const config = nginxConfig({ listen: '127.0.0.1:3000', upstreams: ['127.0.0.1:4001', '127.0.0.1:4002', '127.0.0.1:4003'], dir: '/tmp/x' })
    expect(config.match(/server 127\.0\.0\.1:\d+/g)).toEqual(['server 127.0.0.1:4001', 'server 127.0.0.1:4002', 'server 127.0.0.1:4003'])
    expect(config.match(/listen .*;/g)).toEqual(['listen 127.0.0.1:3000;'])
    expect(config).not.toMatch(/sticky|ip_hash|hash /)
    expect(config).toContain('proxy_cache_valid 200 301 308 404 1s;')
  })

  it('is what deploy/nginx.conf holds for the compose example', () => {
    expect(fs.readFileSync('deploy/nginx.conf', 'utf8')).toBe(nginxConfig(COMPOSE_NGINX))
  })
})
