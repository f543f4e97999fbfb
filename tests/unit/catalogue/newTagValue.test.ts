import { describe, expect, it } from 'vitest'

import { withNewTag } from '@/lib/catalogue/newTagValue'

describe('withNewTag: a tag made from a book\u2019s field is chosen in it', () => {
  it('adds the new tag after the ones already chosen', () => {
    expect(withNewTag([3, 7], 179, true)).toEqual([3, 7, 179])
  })

  it('chooses it in an empty field', () => {
    expect(withNewTag(null, 179, true)).toEqual([179])
    expect(withNewTag(undefined, 179, true)).toEqual([179])
  })

  it('does not choose it twice', () => {
    expect(withNewTag([179], '179', true)).toEqual([179])
  })

  it('replaces the tag of a single-tag field', () => {
    expect(withNewTag(3, 179, false)).toBe(179)
  })
})
