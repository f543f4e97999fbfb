import { Writable } from 'node:stream'

import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { loggerOptions } from '@/lib/operations/logger.mjs'
import { acceptedRequestId, pathOf, requestLine, routePatterns } from '@/lib/operations/requestLog.mjs'

describe('the request id a client sends', () => {
  it('is kept from a trusted proxy', () => {
    expect(acceptedRequestId('5f1c9e2a-77aa-4b6e-9a1d-0c2b3e4f5a6b', true)).toBe('5f1c9e2a-77aa-4b6e-9a1d-0c2b3e4f5a6b')
    expect(acceptedRequestId(' abc123 ', true)).toBe('abc123')
  })

  it('is ignored from anyone else: nobody else chooses the id a log line is found by', () => {
    expect(acceptedRequestId('5f1c9e2a-77aa-4b6e-9a1d-0c2b3e4f5a6b', false)).toBeNull()
  })

  it('is ignored when it is not a plain id, even from the proxy (no text of the client’s choosing in the logs)', () => {
    expect(acceptedRequestId('a b', true)).toBeNull()
    expect(acceptedRequestId('x\n{"level":"error"}', true)).toBeNull()
    expect(acceptedRequestId('a'.repeat(129), true)).toBeNull()
    expect(acceptedRequestId('', true)).toBeNull()
    expect(acceptedRequestId(['one', 'two'], true)).toBeNull()
    expect(acceptedRequestId(undefined, true)).toBeNull()
  })
})

const manifest = {
  staticRoutes: [
    { page: '/', regex: '^/(?:/)?$' },
    { page: '/press', regex: '^/press(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/press/[slug]', regex: '^/press/([^/]+?)(?:/)?$' },
    { page: '/api/[...slug]', regex: '^/api/(.+?)(?:/)?$' },
  ],
}

describe('the route pattern of a request', () => {
  const routeOf = routePatterns(manifest)

  it('names the page or route handler that serves the path', () => {
    expect(routeOf('/')).toBe('/')
    expect(routeOf('/press')).toBe('/press')
    expect(routeOf('/press/')).toBe('/press')
    expect(routeOf('/press/some-book')).toBe('/press/[slug]')
    expect(routeOf('/api/users/login')).toBe('/api/[...slug]')
  })

  it('is unknown for a path no route serves, and without a manifest', () => {
    expect(routeOf('/_next/static/chunks/app.js')).toBeUndefined()
    expect(routePatterns(undefined)('/press')).toBeUndefined()
  })
})

describe('a request’s log line', () => {
  const routeOf = routePatterns(manifest)
  const base = { requestId: 'r1', method: 'POST', status: 200, durationMs: 12.345, finished: true, routeOf }

  it('gives the id, method, route pattern, status and duration', () => {
    expect(requestLine({ ...base, url: '/press/some-book?_rsc=1' })).toEqual({
      reqId: 'r1',
      method: 'POST',
      route: '/press/[slug]',
      status: 200,
      durationMs: 12.3,
    })
  })

  it('gives the path without its query (a token, an email address) where no route is known', () => {
    const line = requestLine({ ...base, url: '/reset-password-link?token=secret-token-value&email=a@b.c' })
    expect(line.route).toBe('/reset-password-link')
    expect(JSON.stringify(line)).not.toContain('secret-token-value')
    expect(pathOf('/a#frag')).toBe('/a')
    expect(pathOf(undefined)).toBe('/')
  })

  it('says when the client went away before the answer was sent', () => {
    expect(requestLine({ ...base, url: '/', finished: false })).toMatchObject({ aborted: true })
    expect(requestLine({ ...base, url: '/' })).not.toHaveProperty('aborted')
  })
})

/** A logger with the server's options writing its JSON lines into an array. */
function capturingLogger(level = 'info') {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
      done()
    },
  })
  return { logger: pino(loggerOptions({ level, instance: 'web-1' }), sink), lines }
}

describe('the server’s log lines', () => {
  it('carry the time, level and instance', () => {
    const { logger, lines } = capturingLogger()
    logger.info({ reqId: 'r1' }, 'request')
    expect(lines[0]).toMatchObject({ level: 'info', instance: 'web-1', reqId: 'r1', msg: 'request' })
    expect(new Date(String(lines[0]!.time)).toISOString()).toBe(lines[0]!.time)
    expect(lines[0]).not.toHaveProperty('pid')
  })

  it('hide passwords, tokens, cookies and authorization headers a log call passes', () => {
    const { logger, lines } = capturingLogger()
    logger.info(
      {
        password: 'hunter2-pass',
        data: { password: 'nested-pass', token: 'reset-token' },
        req: { headers: { cookie: 'payload-token=jwt-value', authorization: 'Bearer api-key' } },
      },
      'payload call',
    )
    const text = JSON.stringify(lines[0])
    for (const secret of ['hunter2-pass', 'nested-pass', 'reset-token', 'jwt-value', 'api-key'])
      expect(text).not.toContain(secret)
    expect(lines[0]).toMatchObject({ password: '[Redacted]', data: { password: '[Redacted]' } })
  })

  it('keep an error’s stack', () => {
    const { logger, lines } = capturingLogger()
    logger.error({ err: new Error('boom') }, 'failed')
    expect(lines[0]).toMatchObject({ level: 'error', err: { message: 'boom' } })
    expect(String((lines[0]!.err as { stack: string }).stack)).toContain('requestLog.test.ts')
  })

  it('follow the level asked for', () => {
    const { logger, lines } = capturingLogger('warn')
    logger.info('quiet')
    logger.warn('loud')
    expect(lines.map((line) => line.msg)).toEqual(['loud'])
  })
})
