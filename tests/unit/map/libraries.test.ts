import { describe, expect, it } from 'vitest'

import { filterLibraries } from '@/lib/map/libraries'

const libraries = [
  { name: 'Selma Public Library', location: 'Selma, AL' },
  { name: 'Española Free Library', location: 'Española, NM' },
  { name: 'Nome Tribal Library', location: 'Nome, AK' },
]

describe('filterLibraries', () => {
  it('returns everything for an empty query', () => {
    expect(filterLibraries(libraries, '  ')).toHaveLength(3)
  })

  it('matches name or location, every word, ignoring case and accents', () => {
    expect(filterLibraries(libraries, 'espanola').map((l) => l.location)).toEqual(['Española, NM'])
    expect(filterLibraries(libraries, 'library AK').map((l) => l.name)).toEqual(['Nome Tribal Library'])
    expect(filterLibraries(libraries, 'public ak')).toEqual([])
  })
})
