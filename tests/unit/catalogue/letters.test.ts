import { describe, expect, it } from 'vitest'

import { groupByLetter, letterOf, sortKey } from '@/lib/catalogue/letters'

describe('artist sort key', () => {
  it('uses the sort key when an artist has one', () => {
    expect(sortKey({ title: 'Ana María Ruiz', slug: 'a', group: 'artists', sortBy: 'Ruiz Pérez' })).toBe('Ruiz Pérez')
  })
  it('falls back to the last word of the title for artists', () => {
    expect(sortKey({ title: 'Frida Kahlo', slug: 'k', group: 'artists' })).toBe('Kahlo')
    expect(sortKey({ title: '  Frida   Kahlo ', slug: 'k', group: 'artists', sortBy: '  ' })).toBe('Kahlo')
  })
  it('uses the whole title for other groups', () => {
    expect(sortKey({ title: 'Urban Photography', slug: 'u', group: 'themes' })).toBe('Urban Photography')
  })
})

describe('grouping by first letter', () => {
  const tags = [
    { title: 'Frida Kahlo', slug: 'frida-kahlo', group: 'artists' },
    { title: 'Ansel Adams', slug: 'ansel-adams', group: 'artists' },
    { title: 'Émile Zola', slug: 'emile-zola', group: 'artists', sortBy: 'Émile' },
    { title: 'Käthe Kollwitz', slug: 'kathe-kollwitz', group: 'artists' },
    { title: '1000 Hands', slug: '1000-hands', group: 'artists' },
  ]

  it('groups artists by their sort key, letters in order, the rest under #', () => {
    const groups = groupByLetter(tags)
    expect(groups.map((g) => g.letter)).toEqual(['A', 'E', 'H', 'K'])
    expect(groups.find((g) => g.letter === 'K')!.items.map((t) => t.slug)).toEqual(['frida-kahlo', 'kathe-kollwitz'])
  })

  it('folds accents to the base letter and puts digits under #', () => {
    expect(letterOf({ title: 'Émile', slug: 'e', group: 'themes' })).toBe('E')
    expect(letterOf({ title: '1968', slug: 'x', group: 'themes' })).toBe('#')
  })
})
