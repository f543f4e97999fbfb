import { describe, expect, it } from 'vitest'

import {
  countedPrefix,
  deletionVariants,
  editDistance,
  excerpt,
  MAX_COMPLETIONS,
  highlight,
  planQuery,
  planQueryWithTypos,
  plainWordsOf,
  prefixesOf,
  prefixKeysOf,
  queryVariants,
  toFts5Match,
  toFts5TierMatch,
  toTsQuery,
  tokenize,
  typoAlternatives,
} from '@/lib/search/text'
import { splitWordUnion } from '@/lib/search/results'

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

// A vocabulary as both engines index it: every word under each of its deletion variants.
const vocabulary = (words: string[]) => {
  const byVariant = new Map<string, Set<string>>()
  for (const w of words) {
    if (w.length < 4) continue
    for (const v of deletionVariants(w, w.length >= 8 ? 2 : w.length >= 5 ? 1 : 0)) {
      byVariant.set(v, (byVariant.get(v) ?? new Set()).add(w))
    }
  }
  return {
    completions: async (word: string) => words.filter((w) => w.startsWith(word)).sort().slice(0, MAX_COMPLETIONS + 1),
    typoCandidates: async (word: string) => [...new Set(queryVariants(word).flatMap((v) => [...(byVariant.get(v) ?? [])]))],
  }
}

describe('typo candidates by deletion variants', () => {
  const words = ['photography', 'photographs', 'geography', 'pottery', 'hotel', 'sculpture']

  it('lists a word with every deletion of up to depth letters', () => {
    expect(deletionVariants('abc', 1).sort()).toEqual(['ab', 'abc', 'ac', 'bc'])
    expect(deletionVariants('abcd', 2)).toHaveLength(1 + 4 + 6)
    expect(queryVariants('pots')).toEqual([])
  })

  it('corrects a wrong or missing first letter in words of five letters or more', async () => {
    for (const typo of ['hotography', 'fhotography', 'photgraphy', 'photogrpahy']) {
      const [term] = await planQueryWithTypos(typo, vocabulary(words))
      expect(term!.alternatives, typo).toContain('photography')
      expect(term!.alternatives, typo).not.toContain('geography')
    }
    const [sculpture] = await planQueryWithTypos('skulpture', vocabulary(words))
    expect(sculpture!.alternatives).toEqual(['sculpture'])
  })

  it('keeps prefixes as prefixes, listing their few completions, and short words exact', async () => {
    const [photo] = await planQueryWithTypos('photo', vocabulary(words))
    expect(photo).toEqual({ word: 'photo', prefix: true, alternatives: [], completions: ['photographs', 'photography'] })
    expect(toFts5Match([photo!])).toBe('("photographs" OR "photography")')
    expect(toTsQuery([photo!])).toBe('(photographs | photography)')
    const [many] = await planQueryWithTypos('photo', vocabulary(['photo1', 'photo2', 'photo3', 'photo4', 'photo5']))
    expect(many!.completions).toBeUndefined()
    expect(toFts5Match([many!])).toBe('"photo"*')
    const [typo] = await planQueryWithTypos('photgraphy', vocabulary(words))
    expect(toFts5Match([typo!])).toBe('("photgraphy" OR "photography" OR "photographs")')
    const [hotl] = await planQueryWithTypos('hotl', vocabulary(words))
    expect(hotl!.alternatives).toEqual([])
    expect(hotl!.completions).toBeUndefined() // a short word alone stays a prefix
    const few = ['body', 'bodywork', 'dd1', 'dd2', 'dd3', 'dd4', 'dd5']
    // Beside other words, a short word is completed when it stands for few words, and is no typo when it stands for none.
    expect(toTsQuery(await planQueryWithTypos('body dd', vocabulary(few)))).toBe('(body | bodywork) & dd:*')
    expect(toTsQuery(await planQueryWithTypos('bdy dd', vocabulary(few)))).toBe('bdy & dd:*')
  })
})

describe('prefix keys', () => {
  it('finds a prefix word of many indexed words by its key: exactly up to seven ASCII letters, tested beyond', async () => {
    const many = (stem: string) => [1, 2, 3, 4, 5].map((i) => `${stem}${'abcde'[i - 1]}x`)
    const words = [...many('fento'), ...many('nollisquin'), ...many('loka'), ...many('ñandu'), 'memory', 'amber', 'amberley']
    const plan = (text: string) => planQueryWithTypos(text, vocabulary(words))
    expect(prefixKeysOf(await plan('memory fento'))).toEqual({ keys: ['fento'], rest: [{ word: 'memory', prefix: true, alternatives: [], completions: ['memory'] }], exact: true })
    expect(prefixKeysOf(await plan('loka'))).toEqual({ keys: ['loka'], rest: [], exact: true })
    // Longer than a key: found by its first seven letters, then tested.
    expect(prefixKeysOf(await plan('nollisqui fento'))).toEqual({ keys: ['nollisq', 'fento'], rest: [], exact: false })
    expect(prefixKeysOf(await plan('amb fento'))!.rest.map((t) => t.word)).toEqual(['amb']) // few completions: plain words
    expect(prefixKeysOf(await plan('amber memory'))).toBeNull() // every word stands for few indexed words
    expect(prefixKeysOf(await plan('ñandu'))).toBeNull() // no key outside ASCII letters and digits
    expect(prefixKeysOf(await plan('lok fento'))!.rest.map((t) => t.word)).toEqual(['lok']) // too short for a key
  })
})

describe('prefix counts', () => {
  it('lists every prefix of two to four letters of the words, once, counting letters as code points', () => {
    expect(prefixesOf(['amber', 'ambient', 'a', 'ox']).sort()).toEqual(['am', 'amb', 'ambe', 'ambi', 'ox'])
    // "𝒜" is one letter in two UTF-16 units: no one-letter prefix for it, as PostgreSQL's left() counts.
    expect(prefixesOf(['𝒜b'])).toEqual(['𝒜b'])
    expect(prefixesOf([])).toEqual([])
  })

  it('counts a one-word query by its prefix only when the prefix stands for all its matches', async () => {
    const words = ['amber', 'amberley', 'ambient', 'birch', 'photography']
    const plan = (text: string) => planQueryWithTypos(text, vocabulary(words))
    expect(countedPrefix(await plan('amb'))).toBe('amb') // a short prefix
    expect(countedPrefix(await plan('ambe'))).toBe('ambe')
    expect(countedPrefix(await plan('amber'))).toBeNull() // longer: its completions amber, amberley have no prefix count
    expect(countedPrefix(await plan('photgraphy'))).toBeNull() // no completion: counted by its typo alternatives
    expect(countedPrefix(await plan('birchx'))).toBeNull() // matches nothing, no alternative either
    expect(countedPrefix(await plan('amb birch'))).toBeNull() // two words
    expect(countedPrefix(await plan('a'))).toBeNull() // one letter: a plain word
    expect(countedPrefix(await plan('𝒜'))).toBeNull() // one letter in two UTF-16 units: no prefix count for it
  })
})

describe('counting a one-word query of several plain words', () => {
  it('lists the plain words a one-word query stands for, none for a prefix or several words', async () => {
    const words = ['amber', 'amberley', 'ambient', 'birch', 'photography', 'photographs']
    const plan = (text: string) => planQueryWithTypos(text, vocabulary(words))
    expect(plainWordsOf(await plan('amber'))).toEqual(['amber', 'amberley'])
    expect(plainWordsOf(await plan('photgraphy'))).toEqual(['photgraphy', 'photography', 'photographs'])
    expect(plainWordsOf(await plan('amb'))).toBeNull()
    expect(plainWordsOf(await plan('amber birch'))).toBeNull()
    expect(plainWordsOf(await plan('a'))).toEqual(['a'])
  })

  it('takes the most widely held word from the vocabulary and reads the others without it', () => {
    const row = (term: string, lp: number, press: number) => ({ term, docs: lp + press, lp, press, reading: 0 })
    expect(splitWordUnion([row('garan', 197, 6), row('garden', 10109, 523), row('karen', 181, 6)])).toEqual({
      known: { libraryProgram: 10109, press: 523, reading: 0 },
      others: ['garan', 'karen'],
      without: 'garden',
    })
    expect(splitWordUnion([row('garden', 3, 1)])).toEqual({ known: { libraryProgram: 3, press: 1, reading: 0 } })
    expect(splitWordUnion([])).toEqual({ known: { libraryProgram: 0, press: 0, reading: 0 } })
  })
})

describe('ranking tiers', () => {
  it('puts each match in the best field holding a query word, without overlap', () => {
    const one = planQuery('lighthouse')
    expect(toFts5TierMatch(one, 'title')).toBe('{title} : ("lighthouse"*)')
    expect(toFts5TierMatch(one, 'people')).toBe('{authors artists} : ("lighthouse"*) NOT {title} : ("lighthouse"*)')
    const two = planQuery('red sea')
    expect(toFts5TierMatch(two, 'tags')).toBe(
      '("red"* AND "sea"*) AND {tags} : ("red"* OR "sea"*) NOT {title authors artists} : ("red"* OR "sea"*)',
    )
    expect(toFts5TierMatch(two, 'description')).toBe('("red"* AND "sea"*) NOT {title authors artists tags} : ("red"* OR "sea"*)')
  })
})

describe('highlighting', () => {
  it('marks words matched exactly, by prefix or by correction, keeping the original text', () => {
    const terms = planQuery('photo')
    const segments = highlight('Photography of Café photos.', terms)
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['Photography', 'photos'])
    expect(segments.map((s) => s.text).join('')).toBe('Photography of Café photos.')
  })

  it('marks words whose folding depends on the letters around them', () => {
    const marked = (text: string, query: string) => highlight(text, planQuery(query)).filter((s) => s.match).map((s) => s.text)
    expect(marked('Le Café. CAFÉS…', 'cafe')).toEqual(['Café', 'CAFÉS'])
    // Lower-cased as a whole, "ΟΔΟΣ.Α" ends its first word in "σ"; the word alone ends in "ς", as typed.
    expect(marked('ΟΔΟΣ.Α', 'οδος')).toEqual(['ΟΔΟΣ'])
    expect(excerpt(`${'x '.repeat(100)}ΟΔΟΣ.Α ${'y '.repeat(100)}`, planQuery('οδος'), 40)).toContain('ΟΔΟΣ')
  })

  it('cuts a long text around the first match', () => {
    const text = `${'filler '.repeat(60)}the archive of photographs ${'more '.repeat(60)}`
    const short = excerpt(text, planQuery('archive'), 80)
    expect(short).toContain('archive')
    expect(short.length).toBeLessThan(90)
  })
})
