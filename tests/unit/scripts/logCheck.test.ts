import { describe, expect, it } from 'vitest'

import { readServerLog, secretsToFind } from '../../../scripts/lib/logCheck'

const request = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    level: 'info',
    time: '2026-11-28T09:00:00.000Z',
    instance: 'web-1',
    reqId: 'r1',
    method: 'GET',
    route: '/press/[slug]',
    status: 200,
    durationMs: 3.2,
    msg: 'request',
    ...fields,
  })

describe('the secrets looked for in a server’s logs', () => {
  it('are the values of cookies, and only values long enough not to match by chance', () => {
    expect(
      secretsToFind([
        { label: 'session cookie', value: 'jwt=eyJhbGciOi.payload.sig' },
        { label: 'admin password', value: 'pw-123456789' },
        { label: 'short', value: 'abc' },
        { label: 'unset', value: undefined },
      ]),
    ).toEqual([
      { label: 'session cookie', value: 'eyJhbGciOi.payload.sig' },
      { label: 'admin password', value: 'pw-123456789' },
    ])
  })
})

describe('a server’s output', () => {
  const secrets = secretsToFind([
    { label: 'admin password', value: 'pw-123456789' },
    { label: 'session cookie', value: 'jwt=eyJhbGciOi.payload.sig' },
  ])

  it('yields its request lines, beside readable lines', () => {
    const output = ['✓ Ready on http://127.0.0.1:3000', request(), request({ reqId: 'r2', status: 404 }), ''].join('\n')
    const report = readServerLog(output, secrets)
    expect(report.requestLines).toEqual([
      { reqId: 'r1', route: '/press/[slug]', status: 200 },
      { reqId: 'r2', route: '/press/[slug]', status: 404 },
    ])
    expect(report).toMatchObject({ jsonLines: 2, incomplete: 0, leaks: [] })
  })

  it('counts a request line missing a field', () => {
    const withoutRoute = JSON.stringify({ ...JSON.parse(request()), route: undefined })
    expect(readServerLog(withoutRoute, secrets)).toMatchObject({ requestLines: [], incomplete: 1 })
  })

  it('names each secret found, in any line, JSON or not', () => {
    const output = [request({ reqId: 'eyJhbGciOi.payload.sig' }), 'login failed for password pw-123456789'].join('\n')
    expect(readServerLog(output, secrets).leaks).toEqual(['admin password', 'session cookie'])
  })
})
