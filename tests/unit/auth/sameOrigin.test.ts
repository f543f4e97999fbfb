import { describe, expect, it } from 'vitest'

import { isSameOriginRequest } from '@/lib/auth/sameOrigin'

const headers = (entries: Record<string, string>) => new Headers(entries)

describe('same-origin check for cookie-authenticated POSTs', () => {
  it('accepts a POST whose Origin is the host it was sent to', () => {
    expect(isSameOriginRequest(headers({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }), '')).toBe(true)
    expect(
      isSameOriginRequest(
        headers({ origin: 'https://www.art.example', host: 'internal:3000', 'x-forwarded-host': 'www.art.example' }),
        '',
      ),
    ).toBe(true)
    expect(
      isSameOriginRequest(
        headers({ origin: 'https://www.art.example', host: 'internal:3000' }),
        'https://www.art.example',
      ),
    ).toBe(true)
  })

  it('refuses a foreign or opaque Origin', () => {
    expect(isSameOriginRequest(headers({ origin: 'https://evil.example', host: 'www.art.example' }), '')).toBe(false)
    expect(isSameOriginRequest(headers({ origin: 'null', host: 'www.art.example' }), '')).toBe(false)
    expect(isSameOriginRequest(headers({ origin: 'not a url', host: 'www.art.example' }), '')).toBe(false)
  })

  it('without Origin, refuses only what the browser marks cross-site', () => {
    expect(isSameOriginRequest(headers({ host: 'www.art.example' }), '')).toBe(true)
    expect(isSameOriginRequest(headers({ host: 'www.art.example', 'sec-fetch-site': 'cross-site' }), '')).toBe(false)
  })
})
