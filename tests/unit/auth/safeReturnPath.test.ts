import { describe, expect, it } from 'vitest'

import { safeReturnPath } from '@/lib/auth/safeReturnPath'

describe('safe return path', () => {
  it.each([
    ['/library-program/account', '/library-program/account'],
    ['/library-program?theme=maps#top', '/library-program?theme=maps#top'],
    ['/cart/../library-program', '/library-program'],
  ])('keeps the same-site path %s', (next, expected) => {
    expect(safeReturnPath(next)).toBe(expected)
  })

  it.each([
    'https://evil.example/login',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'library-program',
    '/%0d%0aLocation:%20https://evil.example'.replace('%0d%0a', '\r\n'),
    '',
    null,
    undefined,
  ])('falls back for %s', (next) => {
    expect(safeReturnPath(next, '/fallback')).toBe('/fallback')
  })
})
