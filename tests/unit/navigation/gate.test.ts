import { describe, expect, it } from 'vitest'

import {
  GATE_COOKIE,
  GATE_COOKIE_MAX_AGE_S,
  gateCookieValue,
  gateDecision,
  hasGateCookie,
  isGateEnabled,
  isGateExempt,
  isPassphraseCorrect,
} from '@/lib/navigation/gate'

const key = 'server-secret'
const passphrase = 'art-open-sesame'
const base = { enabled: true, pathname: '/about', search: new URLSearchParams(), cookieValue: undefined, passphrase, key }

describe('gate switch', () => {
  it('is on outside production only', () => {
    expect(isGateEnabled({ SITE_ENV: 'staging' })).toBe(true)
    expect(isGateEnabled({ SITE_ENV: 'preview' })).toBe(true)
    expect(isGateEnabled({ SITE_ENV: 'production' })).toBe(false)
    expect(isGateEnabled({ SITE_ENV: 'Production ' })).toBe(false)
    expect(isGateEnabled({})).toBe(false)
    expect(isGateEnabled({ SITE_ENV: '' })).toBe(false)
  })
})

describe('gate cookie', () => {
  it('is named art-fauxwall and lives 7 days', () => {
    expect(GATE_COOKIE).toBe('art-fauxwall')
    expect(GATE_COOKIE_MAX_AGE_S).toBe(604800)
  })

  it('holds a value derived from the passphrase, not the passphrase', () => {
    const value = gateCookieValue(passphrase, key)
    expect(value).not.toContain(passphrase)
    expect(value).toBe(gateCookieValue(passphrase, key))
    expect(value).not.toBe(gateCookieValue('other', key))
    expect(value).not.toBe(gateCookieValue(passphrase, 'other-key'))
  })

  it('accepts only the derived value', () => {
    expect(hasGateCookie(gateCookieValue(passphrase, key), passphrase, key)).toBe(true)
    expect(hasGateCookie(passphrase, passphrase, key)).toBe(false)
    expect(hasGateCookie(undefined, passphrase, key)).toBe(false)
    expect(hasGateCookie('', passphrase, key)).toBe(false)
  })

  it('checks the passphrase exactly (surrounding spaces ignored)', () => {
    expect(isPassphraseCorrect(passphrase, passphrase)).toBe(true)
    expect(isPassphraseCorrect(` ${passphrase} `, passphrase)).toBe(true)
    expect(isPassphraseCorrect('art-open', passphrase)).toBe(false)
    expect(isPassphraseCorrect('ART-OPEN-SESAME', passphrase)).toBe(false)
  })
})

describe('gate decision', () => {
  it('gates a page without the cookie and passes with it', () => {
    expect(gateDecision(base)).toBe('gate')
    expect(gateDecision({ ...base, cookieValue: gateCookieValue(passphrase, key) })).toBe('pass')
    expect(gateDecision({ ...base, cookieValue: 'forged' })).toBe('gate')
  })

  it('passes everything when the gate is off', () => {
    expect(gateDecision({ ...base, enabled: false })).toBe('pass')
  })

  it('lets the live-preview flag through', () => {
    expect(gateDecision({ ...base, search: new URLSearchParams('x-craft-live-preview=1') })).toBe('pass')
    expect(gateDecision({ ...base, search: new URLSearchParams('preview=true') })).toBe('pass')
  })

  it.each(['/admin', '/admin/collections/news', '/api/books', '/_next/static/x.js', '/favicon.ico', '/robots.txt', '/sitemap.xml', '/gate', '/gate/unlock'])(
    'never gates %s',
    (pathname) => {
      expect(isGateExempt(pathname)).toBe(true)
      expect(gateDecision({ ...base, pathname })).toBe('pass')
    },
  )

  it.each(['/', '/about', '/press/blue-rooms', '/administer', '/apis'])('gates %s', (pathname) => {
    expect(gateDecision({ ...base, pathname })).toBe('gate')
  })
})
