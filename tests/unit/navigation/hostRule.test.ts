import { describe, expect, it } from 'vitest'

import { canonicalHostRedirect, isCanonicalHostRuleOn } from '@/lib/navigation/hostRule'

const url = (href: string) => new URL(href)

describe('canonical host rule', () => {
  it('redirects a bare host to www, keeping path and query', () => {
    expect(canonicalHostRedirect(url('https://example.org/about?x=1'), 'example.org')).toBe('https://www.example.org/about?x=1')
  })

  it('leaves www., staging. and localhost: hosts alone', () => {
    expect(canonicalHostRedirect(url('https://www.example.org/'), 'www.example.org')).toBeNull()
    expect(canonicalHostRedirect(url('https://staging.example.org/'), 'staging.example.org')).toBeNull()
    expect(canonicalHostRedirect(url('http://localhost:3000/'), 'localhost:3000')).toBeNull()
  })

  it('redirects other hosts, even localhost without a port (it contains none of the three)', () => {
    expect(canonicalHostRedirect(url('http://localhost/a'), 'localhost')).toBe('http://www.localhost/a')
    expect(canonicalHostRedirect(url('https://art.example.org/a'), 'art.example.org')).toBe('https://www.art.example.org/a')
  })

  it('leaves bare IP addresses alone: they have no www form', () => {
    expect(canonicalHostRedirect(url('http://127.0.0.1:3000/a'), '127.0.0.1:3000')).toBeNull()
    expect(canonicalHostRedirect(url('http://[::1]:3000/a'), '[::1]:3000')).toBeNull()
  })

  it('is on only with CANONICAL_HOST_REDIRECT=on and never in development', () => {
    expect(isCanonicalHostRuleOn({})).toBe(false)
    expect(isCanonicalHostRuleOn({ CANONICAL_HOST_REDIRECT: 'off' })).toBe(false)
    expect(isCanonicalHostRuleOn({ CANONICAL_HOST_REDIRECT: 'on', NODE_ENV: 'production' })).toBe(true)
    expect(isCanonicalHostRuleOn({ CANONICAL_HOST_REDIRECT: 'on', NODE_ENV: 'development' })).toBe(false)
  })
})
