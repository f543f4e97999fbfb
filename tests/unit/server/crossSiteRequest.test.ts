import { describe, expect, it } from 'vitest'

import { isCrossSiteRequest, siteHostsOf } from '../../../server/crossSiteRequest.mjs'

const SITE = ['www.art.example', undefined, 'www.art.example']
const post = (headers: { origin?: string; fetchSite?: string }, method = 'POST') =>
  isCrossSiteRequest({ method, siteHosts: SITE, ...headers })

describe('a state-changing request from another site is refused (Fetch Metadata, docs/security.md)', () => {
  it.each(['cross-site', 'same-site', 'Cross-Site', 'anything-new'])('refuses Sec-Fetch-Site: %s', (fetchSite) => {
    expect(post({ fetchSite })).toBe(true)
    expect(post({ fetchSite, origin: 'https://www.art.example' })).toBe(true)
  })

  it.each(['https://evil.example', 'null', 'not a url', 'https://www.art.example.evil.example', 'https://art.example'])(
    'refuses Origin: %s',
    (origin) => {
      expect(post({ origin })).toBe(true)
      expect(post({ origin, fetchSite: 'same-origin' })).toBe(true)
    },
  )

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('checks %s', (method) => {
    expect(post({ origin: 'https://evil.example' }, method)).toBe(true)
  })

  it('lets the site’s own pages and the visitor’s own navigation through', () => {
    expect(post({ origin: 'https://www.art.example', fetchSite: 'same-origin' })).toBe(false)
    expect(post({ origin: 'https://WWW.ART.EXAMPLE' })).toBe(false)
    expect(post({ fetchSite: 'none' })).toBe(false)
    expect(post({ fetchSite: 'same-origin' })).toBe(false)
  })

  it('lets a request with neither header through: not a browser (a signed webhook, a health check)', () => {
    expect(post({})).toBe(false)
  })

  it.each(['GET', 'HEAD', 'OPTIONS', undefined])('never refuses %s', (method) => {
    expect(
      isCrossSiteRequest({ method, origin: 'https://evil.example', fetchSite: 'cross-site', siteHosts: SITE }),
    ).toBe(false)
  })

  it('compares the port too', () => {
    const siteHosts = ['127.0.0.1:3000']
    expect(
      isCrossSiteRequest({ method: 'POST', origin: 'http://127.0.0.1:3000', fetchSite: undefined, siteHosts }),
    ).toBe(false)
    expect(
      isCrossSiteRequest({ method: 'POST', origin: 'http://127.0.0.1:4000', fetchSite: undefined, siteHosts }),
    ).toBe(true)
  })
})

describe('the hosts the site answers as', () => {
  it('are the Host, the first X-Forwarded-Host and SERVER_URL’s', () => {
    expect(
      siteHostsOf({ host: 'internal:3000', 'x-forwarded-host': 'www.art.example, cdn.example' }, 'https://art.example'),
    ).toEqual(['internal:3000', 'www.art.example', 'art.example'])
    expect(siteHostsOf({}, undefined)).toEqual([undefined, undefined, undefined])
    expect(siteHostsOf({ host: 'a.example' }, 'garbage')).toEqual(['a.example', undefined, undefined])
  })
})
