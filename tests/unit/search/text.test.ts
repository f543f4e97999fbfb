import { describe, expect, it } from 'vitest'

import {
  editDistance,
  excerpt,
  highlight,
  planQuery,
  toFts5Match,
  toTsQuery,
  tokenize,
  typoAlternatives,
} from '@/lib/search/text'

describe('query planning', () => {
  it('normalises words and matches words of two letters or more as prefixes', () => {
    expect(tokenize('Café CULTURE, 2024!')).toEqual(['cafe', 'culture', '2024'])
    expect(planQuery('a photo')).toEqual([
      { word: 'a', prefix: false, alternatives: [] },
      { word: 'photo', prefix: true, alternatives: [] },
    ])
  })

  it('builds engine queries in which no input is syntax', () => {
    const terms = planQuery('photo" OR NEAR(x')
    expect(toFts5Match(terms)).toBe('"photo"* AND "or"* AND "near"* AND "x"')
    terms[0]!.alternatives = ['photos']
    expect(toTsQuery(terms)).toBe('(photo:* | photos) & or:* & near:* & x')
  })
})

describe('typo tolerance', () => {
  it('measures edit distance and stops early past the limit', () => {
    expect(editDistance('photgraphy', 'photography')).toBe(1)
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3)
  })

  it('finds "photography" for "photgraphy" but forgives no typos in words under five letters', () => {
    const vocabulary = ['photography', 'photographs', 'geography', 'pottery']
    expect(typoAlternatives('photgraphy', vocabulary)).toContain('photography')
    expect(typoAlternatives('photgraphy', vocabulary)).not.toContain('geography')
    expect(typoAlternatives('potery', vocabulary)).toEqual(['pottery'])
    expect(typoAlternatives('pots', ['post', 'pot'])).toEqual([])
  })
})

describe('highlighting', () => {
  it('marks words matched exactly, by prefix or by correction, keeping the original text', () => {
    const terms = planQuery('photo')
    const segments = highlight('Photography of Café photos.', terms)
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['Photography', 'photos'])
    expect(segments.map((s) => s.text).join('')).toBe('Photography of Café photos.')
  })

  it('cuts a long text around the first match', () => {
    const text = `${'filler '.repeat(60)}the archive of photographs ${'more '.repeat(60)}`
    const short = excerpt(text, planQuery('archive'), 80)
    expect(short).toContain('archive')
    expect(short.length).toBeLessThan(90)
  })
})
