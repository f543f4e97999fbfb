import { describe, expect, it } from 'vitest'

import { safeReturnPath } from '@/lib/auth/safeReturnPath'

describe('safe return path', () => {
  it.each([
    ['/library-program/account', '/library-program/account'],
    ['/library-program?theme=maps#top', '/library-program?theme=maps#top'],
    ['/cart/../library-program', '/library-program'],
    // Encoded slashes stay encoded: a path on this site, never a host.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/..%2F%2Fevil.example', '/..%2F%2Fevil.example'],
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
    // Dot segments that resolve to a protocol-relative path (issue 28: '/..//evil.example' was followed).
    '/..//evil.example',
    '/.//evil.example',
    '/a/../..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example/path?x=1',
    '/.%2e//evil.example',
    // Tabs and newlines, which URL parsers drop ('/\t/evil.example' would become '//evil.example').
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    // Backslashes, which browsers read as slashes.
    '/..\\evil.example',
    '/.\\/evil.example',
    // A protocol-relative URL, even one naming this site's own host.
    '//same.site/library-program',
    '',
    null,
    undefined,
  ])('falls back for %s', (next) => {
    expect(safeReturnPath(next, '/fallback')).toBe('/fallback')
  })

  it('keeps a path of up to 2000 characters', () => {
    const longest = `/${'a'.repeat(1999)}`
    expect(safeReturnPath(longest, '/fallback')).toBe(longest)
    expect(safeReturnPath(`${longest}a`, '/fallback')).toBe('/fallback')
  })

  it('falls back to the library program unless told otherwise', () => {
    expect(safeReturnPath('https://evil.example/login')).toBe('/library-program')
    expect(safeReturnPath(null)).toBe('/library-program')
  })
})
