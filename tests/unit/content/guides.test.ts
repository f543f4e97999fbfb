import { describe, expect, it } from 'vitest'

import { methodAnchor } from '@/lib/content/guides'

describe('methodAnchor', () => {
  it('numbers the section and slugs its title, dropping a leading "1." from the title', () => {
    expect(methodAnchor('2. Describe', 1)).toBe('method-2-describe')
    expect(methodAnchor('Look closely', 0)).toBe('method-1-look-closely')
  })

  it('stays unique for repeated or empty titles', () => {
    expect(methodAnchor('Look', 0)).not.toBe(methodAnchor('Look', 3))
    expect(methodAnchor('', 4)).toBe('method-5')
  })
})
