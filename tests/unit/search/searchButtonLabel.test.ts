import { describe, expect, it } from 'vitest'

import { LABEL_QUERY_LIMIT, searchButtonLabel } from '@/lib/search/searchButtonLabel'

describe('searchButtonLabel: the search dialog button names the typed query', () => {
  it('says Search while the box is empty or blank', () => {
    expect(searchButtonLabel('')).toBe('Search')
    expect(searchButtonLabel('   ')).toBe('Search')
  })

  it('repeats the query, trimmed and with its spaces collapsed', () => {
    expect(searchButtonLabel('  color ')).toBe('Search for “color”')
    expect(searchButtonLabel('artists   books')).toBe('Search for “artists books”')
  })

  it('keeps a query of exactly the limit whole', () => {
    const query = 'a'.repeat(LABEL_QUERY_LIMIT)
    expect(searchButtonLabel(query)).toBe(`Search for “${query}”`)
  })

  it('cuts a longer query with an ellipsis, never splitting a character', () => {
    const label = searchButtonLabel(`${'é'.repeat(LABEL_QUERY_LIMIT)}😀 more`)
    expect(label).toBe(`Search for “${'é'.repeat(LABEL_QUERY_LIMIT - 1)}…”`)
    // No space left before the ellipsis when the cut falls just after a word.
    const words = `${'a'.repeat(LABEL_QUERY_LIMIT - 2)} ${'b'.repeat(10)}`
    expect(searchButtonLabel(words)).toBe(`Search for “${'a'.repeat(LABEL_QUERY_LIMIT - 2)}…”`)
  })
})
