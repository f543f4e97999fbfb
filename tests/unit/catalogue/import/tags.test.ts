import { describe, expect, it } from 'vitest'

import type { BookRow } from '@/lib/catalogue/import/rows'
import { newTags, tagLookup } from '@/lib/catalogue/import/tags'

const row = (line: number, tags: BookRow['tags']): BookRow => ({
  line,
  title: `Book ${line}`,
  slug: `book-${line}`,
  tags,
})

describe('tag matching', () => {
  const lookup = tagLookup([
    { id: 1, title: 'Zine', group: 'formats' },
    { id: 2, title: 'Frida  Kahlo', group: 'artists' },
    { id: 3, title: 'Colour', group: 'themes' },
    { id: 9, title: 'zine', group: 'formats' },
  ])

  it('finds a tag by name within its group, whatever the case and spacing', () => {
    expect(lookup('formats', ' ZINE ')).toBe(1)
    expect(lookup('artists', 'frida kahlo')).toBe(2)
    // The same name in another group is another tag.
    expect(lookup('keywords', 'Zine')).toBeUndefined()
    expect(lookup('themes', 'Colours')).toBeUndefined()
  })

  it('lists each unknown name once per group, spelt as first written, with its rows', () => {
    const rows = [
      row(2, { format: ['Zine', 'Leporello'], themes: ['Water'] }),
      row(3, { format: ['leporello'], keywords: ['Water'] }),
      row(4, { themes: ['water', 'Colour'] }),
    ]
    expect(newTags(rows, lookup)).toEqual([
      { group: 'formats', title: 'Leporello', lines: [2, 3] },
      { group: 'themes', title: 'Water', lines: [2, 4] },
      { group: 'keywords', title: 'Water', lines: [3] },
    ])
  })
})
