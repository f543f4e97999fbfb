import { describe, expect, it } from 'vitest'

import { bodyDigest, entityTag, matchesIfNoneMatch } from '@/lib/http/entityTag'

describe('entity tags', () => {
  const tag = entityTag(bodyDigest(Buffer.from('<p>page</p>')))

  it('are weak and follow the bytes', () => {
    expect(tag).toMatch(/^W\/"[\w-]+"$/)
    expect(entityTag(bodyDigest(Buffer.from('<p>page</p>')))).toBe(tag)
    expect(entityTag(bodyDigest(Buffer.from('<p>page!</p>')))).not.toBe(tag)
  })

  it('match If-None-Match weakly, in a list, or *', () => {
    expect(matchesIfNoneMatch(tag, tag)).toBe(true)
    expect(matchesIfNoneMatch(tag.slice(2), tag)).toBe(true)
    expect(matchesIfNoneMatch(`"other", ${tag}`, tag)).toBe(true)
    expect(matchesIfNoneMatch('*', tag)).toBe(true)
    expect(matchesIfNoneMatch('"other"', tag)).toBe(false)
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false)
    expect(matchesIfNoneMatch('', tag)).toBe(false)
  })
})
