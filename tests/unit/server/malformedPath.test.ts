import { describe, expect, it } from 'vitest'

import { hasMalformedPath } from '../../../server/malformedPath.mjs'

describe('a path the server answers 400 before Next (docs/upstream.md)', () => {
  it.each(['/%E0%A4%A', '/news/%ZZ', '/press/%', '/50%%2050%%', '/api/books/%E0'])('%s does not decode', (url) => {
    expect(hasMalformedPath(url)).toBe(true)
  })

  it.each(['/', '/news/a%20b', '/search?search=%E0', '/library-program?artists=%', undefined])(
    '%s is left to Next (a query is read by the page, not decoded as a path)',
    (url) => {
      expect(hasMalformedPath(url)).toBe(false)
    },
  )
})
