import { describe, expect, it } from 'vitest'

import { createBookFactory } from '../../../scripts/seed/bookData'
import { towns } from '../../../scripts/seed/data/towns'
import { US_STATES } from '../../../scripts/seed/data/countries'
import { createRandom } from '../../../scripts/seed/random'
import type { SeededTags } from '../../../scripts/seed/tags'

const tagsOf = (group: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, title: `${group} ${i + 1}` }))
const TAGS: SeededTags = {
  artists: tagsOf('Artist', 10),
  themes: [{ id: 100, title: 'Landscape' }, { id: 101, title: 'Memory' }],
  keywords: tagsOf('Keyword', 8),
  bookTypes: tagsOf('Type', 2),
  audiences: tagsOf('Audience', 3),
  formats: tagsOf('Format', 3),
  publishers: tagsOf('Publisher', 4),
  creators: tagsOf('Creator', 2),
}
const COVERS = new Map([['Landscape', [900, 901]], ['Memory', [902]]])

const makeBooks = (seed: number, n: number) => {
  const factory = createBookFactory(createRandom(seed), TAGS, COVERS)
  return Array.from({ length: n }, (_, i) => factory.make(i % 5 === 0 ? 'press' : 'libraryProgram', i))
}

describe('seed generators', () => {
  it('makes the same catalogue from the same seed and a different one from another seed', () => {
    expect(makeBooks(7, 50)).toEqual(makeBooks(7, 50))
    expect(makeBooks(8, 50).map((b) => b.title)).not.toEqual(makeBooks(7, 50).map((b) => b.title))
  })

  it('never repeats a slug, even when titles repeat', () => {
    const books = makeBooks(1, 5000)
    expect(new Set(books.map((b) => b.slug)).size).toBe(books.length)
    expect(new Set(books.map((b) => b.title)).size).toBeLessThan(books.length)
  })

  it('gives every book of a normal-sized catalogue its own title', () => {
    const books = makeBooks(2, 400)
    expect(new Set(books.map((b) => b.title)).size).toBe(books.length)
  })

  it('starts every title with a capital letter, as a cover would', () => {
    for (const book of makeBooks(4, 400)) expect(book.title).toMatch(/^[A-Z]/)
  })

  it('prices press books only and leaves some books without stock', () => {
    const books = makeBooks(3, 500)
    for (const book of books) {
      const priced = book.variants.every((v) => typeof v.price === 'number' && v.price > 0)
      expect(priced).toBe(book.productTypeHandle === 'press')
    }
    expect(books.some((b) => b.variants.every((v) => v.stock === 0))).toBe(true)
    expect(books.some((b) => b.variants.some((v) => v.stock > 0))).toBe(true)
  })

  it('in a bulk catalogue, gives Library Program books a pool cover of their first theme', () => {
    for (const book of makeBooks(4, 200)) {
      if (book.productTypeHandle === 'press') expect(book.featuredImage).toBeUndefined()
      else expect(book.themes[0] === 100 ? [900, 901] : [902]).toContain(book.featuredImage)
    }
  })

  it('lists 150 real towns in every state', () => {
    expect(towns).toHaveLength(150)
    const states = new Set(towns.map((t) => t.state))
    expect([...states].sort()).toEqual(US_STATES.map(([, abbr]) => abbr).filter((abbr) => abbr !== 'DC').sort())
  })
})
