import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, securityHeaderRules, staticSecurityHeaders } from '@/lib/security/headers.mjs'

const scriptSources = (policy: string) =>
  policy
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))!
    .split(' ')
    .slice(1)

describe('contentSecurityPolicy', () => {
  it('allows no inline script, framing by the site only, no plugins and no foreign base or form targets', () => {
    const policy = contentSecurityPolicy({ target: 'site' })
    expect(scriptSources(policy)).toEqual(["'self'"])
    for (const directive of [
      "frame-ancestors 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "script-src-attr 'none'",
    ]) {
      expect(policy).toContain(directive)
    }
  })

  it("admits the inline scripts carrying the response's nonce, and never any other inline script", () => {
    const sources = scriptSources(contentSecurityPolicy({ target: 'site', nonce: 'bm9uY2U=' }))
    expect(sources).toEqual(["'self'", "'nonce-bm9uY2U='"])
    expect(sources).not.toContain("'unsafe-inline'")
  })

  it('lets the public site frame https sign-up forms and the admin frame only itself', () => {
    expect(contentSecurityPolicy({ target: 'site' })).toContain("frame-src 'self' https:")
    expect(contentSecurityPolicy({ target: 'admin' })).toContain("frame-src 'self';")
  })

  it('allows eval only to next dev', () => {
    expect(scriptSources(contentSecurityPolicy({ target: 'site', dev: true }))).toContain("'unsafe-eval'")
    expect(contentSecurityPolicy({ target: 'site' })).not.toContain('unsafe-eval')
  })
})

describe('staticSecurityHeaders', () => {
  it('sends HSTS from production servers only', () => {
    expect(staticSecurityHeaders({ NODE_ENV: 'production' })['Strict-Transport-Security']).toMatch(/^max-age=\d{8}/)
    expect(staticSecurityHeaders({ NODE_ENV: 'development' })).not.toHaveProperty('Strict-Transport-Security')
  })
})

describe('securityHeaderRules', () => {
  it('gives every path the static headers and the policy without a nonce, named as the proxy names its own', () => {
    const [rule, ...others] = securityHeaderRules({ NODE_ENV: 'production' })
    expect(others).toEqual([])
    expect(rule!.source).toBe('/:path*')
    const headers = Object.fromEntries(rule!.headers.map(({ key, value }) => [key, value]))
    expect(headers).toMatchObject(staticSecurityHeaders({ NODE_ENV: 'production' }))
    expect(headers['content-security-policy']).toBe(contentSecurityPolicy({ target: 'site' }))
  })
})
