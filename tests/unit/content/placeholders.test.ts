import { describe, expect, it } from 'vitest'

import { fillPlaceholders } from '@/lib/content/placeholders'
import { libraryFacts } from '@/lib/map/libraries'

describe('fillPlaceholders', () => {
  it('fills every known placeholder, leaves an unknown one, and shows nothing of one an editor removed', () => {
    expect(fillPlaceholders('{libraries} libraries in {states} states', { libraries: '1,204', states: 50 })).toBe(
      '1,204 libraries in 50 states',
    )
    expect(fillPlaceholders('Since {year} ({typo})', { year: 2012 })).toBe('Since 2012 ({typo})')
    expect(fillPlaceholders('Our libraries', { libraries: 3 })).toBe('Our libraries')
  })

  it('never reads a placeholder from the prototype', () => {
    expect(fillPlaceholders('{constructor} {toString}', {})).toBe('{constructor} {toString}')
  })
})

describe('libraryFacts', () => {
  const library = { location: 'Austin, TX', since: 2012, books: 1040 }

  it('says where, since when and how many books, in the default words', () => {
    expect(libraryFacts(library)).toBe('Austin, TX · Since 2012 · 1,040 books')
    expect(libraryFacts({ ...library, books: 1 })).toBe('Austin, TX · Since 2012 · 1 book')
    expect(libraryFacts({ ...library, since: null, books: null })).toBe('Austin, TX')
  })

  it('uses the words staff wrote', () => {
    const texts = { since: 'Partner since {year}', oneBook: 'a single book', books: '{count} art books' }
    expect(libraryFacts(library, texts)).toBe('Austin, TX · Partner since 2012 · 1,040 art books')
    expect(libraryFacts({ ...library, books: 1 }, texts)).toBe('Austin, TX · Partner since 2012 · a single book')
  })
})
