import { describe, expect, it } from 'vitest'

import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/availability/database'
import { isDuringOutage, noteRequestError, outageResponse } from '@/lib/availability/outage'

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })

describe('the outage window', () => {
  it('starts when a request failed because the database was out of reach, and lasts Retry-After seconds', () => {
    const start = 1_000_000_000_000
    expect(isDuringOutage(start)).toBe(false)
    noteRequestError(refused(), start)
    expect(isDuringOutage(start + 1)).toBe(true)
    expect(isDuringOutage(start + DATABASE_RETRY_AFTER_SECONDS * 1000 - 1)).toBe(true)
    expect(isDuringOutage(start + DATABASE_RETRY_AFTER_SECONDS * 1000)).toBe(false)
  })

  it('is not started by any other failure', () => {
    const start = 2_000_000_000_000
    noteRequestError(new Error('a bug'), start)
    expect(isDuringOutage(start + 1)).toBe(false)
  })
})

describe('outageResponse', () => {
  it('is the retry page for a browser, with Retry-After and no caching', () => {
    const { headers, body } = outageResponse({ path: '/press?page=2', accept: 'text/html,application/xhtml+xml' })
    expect(headers).toMatchObject({
      'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
      'Content-Type': 'text/html; charset=utf-8',
    })
    expect(body).toContain(DATABASE_UNAVAILABLE_MESSAGE)
    expect(body).toContain('href="/press?page=2"')
  })

  it('is the JSON message for anything but a browser', () => {
    const { headers, body } = outageResponse({ path: '/press', accept: null })
    expect(headers['Content-Type']).toBe('application/json')
    expect(JSON.parse(body)).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE })
  })

  it('keeps the retry link on this site whatever the path says', () => {
    const { body } = outageResponse({ path: '//elsewhere.example/x', accept: 'text/html' })
    expect(body).not.toContain('elsewhere.example')
  })
})
