/** What one generated book is, independent of how it is written to the database. */
import { slugify } from '../../src/fields/slugify'
import type { ThemeCovers } from './images'
import { paragraph, richText, type RichText } from './lexical'
import type { Random } from './random'
import type { SeededTag, SeededTags } from './tags'
import { TITLE_ADJECTIVES, TITLE_NOUNS, TITLE_PATTERNS, TITLE_SUBJECTS } from './data/words'

type ProductType = 'libraryProgram' | 'press'

type BookVariantSeed = { sku: string; price?: number; stock: number; isAvailable?: boolean }

export type BookSeed = {
  title: string
  slug: string
  authors: string
  productTypeHandle: ProductType
  description: RichText
  variants: BookVariantSeed[]
  featuredImage?: number
  artists: number[]
  themes: number[]
  keywords: number[]
  format: number[]
  audiences: number[]
  publishers: number[]
}

/** The tag relations of a book, in the order Payload stores them. */
export const BOOK_TAG_FIELDS = ['artists', 'themes', 'keywords', 'format', 'audiences', 'publishers'] as const

/** Share of books whose every variant is out of stock. */
const OUT_OF_STOCK_SHARE = 0.12

const joinNames = (names: string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`

export type BookFactory = {
  /** A book; its featuredImage is a pool cover in bulk catalogues, else the seed draws it its own. */
  make(productType: ProductType, index: number): BookSeed
}

/** Tries for a title no earlier book has; only a catalogue of thousands runs out and repeats one. */
const TITLE_ATTEMPTS = 25

/** Makes books one at a time; titles repeat only in a big catalogue, slugs never do. */
export function createBookFactory(random: Random, tags: SeededTags, covers: ThemeCovers): BookFactory {
  const slugCounts = new Map<string, number>()
  const titles = new Set<string>()
  const newTitle = () => {
    let title = ''
    for (let attempt = 0; attempt < TITLE_ATTEMPTS && (title === '' || titles.has(title)); attempt++) {
      title = random.pick(TITLE_PATTERNS)(random.pick(TITLE_ADJECTIVES), random.pick(TITLE_NOUNS), random.pick(TITLE_SUBJECTS))
    }
    titles.add(title)
    return title
  }
  const uniqueSlug = (title: string) => {
    const base = slugify(title)
    const count = (slugCounts.get(base) ?? 0) + 1
    slugCounts.set(base, count)
    return count === 1 ? base : `${base}-${count}`
  }
  const ids = (list: SeededTag[], min: number, max: number) => random.sample(list, random.int(min, max))

  return {
    make(productType, index) {
      const title = newTitle()
      const artists = ids(tags.artists, 1, 2)
      const themes = ids(tags.themes, 1, 3)
      const keywords = ids(tags.keywords, 2, 4)
      const format = ids(tags.formats, 1, 1)
      const audiences = ids(tags.audiences, 1, 2)
      const publisher = random.pick(tags.publishers)
      const outOfStock = random.chance(OUT_OF_STOCK_SHARE)
      const prefix = productType === 'press' ? 'ARTP' : 'LP'
      const variantCount = productType === 'press' && random.chance(0.4) ? 2 : 1
      const basePrice = random.pick([1800, 2200, 2500, 3000, 3500, 4000, 4500, 5500, 6500])
      const variants = Array.from({ length: variantCount }, (_, v) => ({
        sku: `${prefix}-${String(index + 1).padStart(6, '0')}-${v + 1}`,
        ...(productType === 'press' ? { price: basePrice + v * 1500 } : {}),
        stock: outOfStock ? 0 : random.int(1, productType === 'press' ? 120 : 60),
      }))
      const themeNames = themes.map((t) => t.title.toLowerCase())
      const artistNames = artists.map((a) => a.title)
      const description = richText(
        paragraph(
          `${title} gathers work by ${joinNames(artistNames)} around ${joinNames(themeNames)}. ` +
            `Published by ${publisher.title}, it pairs full-colour plates with short texts written for first-time and returning readers alike.`,
        ),
        paragraph(
          random.pick([
            'An accessible introduction that rewards slow looking, with a glossary and suggestions for further reading.',
            'Includes an interview with the artists and notes on how the works were made.',
            'A favourite with reading groups: each chapter ends with questions to talk over.',
            'Printed on heavy stock to stand up to many readers and many returns.',
          ]),
        ),
      )
      // In a bulk catalogue, Library Program books share an untitled pool cover of their first theme.
      const coverPool = productType === 'libraryProgram' ? covers.get(themes[0].title) : undefined
      return {
        title,
        slug: uniqueSlug(title),
        authors: joinNames(artistNames),
        productTypeHandle: productType,
        description,
        variants,
        featuredImage: coverPool ? random.pick(coverPool) : undefined,
        artists: artists.map((t) => t.id),
        themes: themes.map((t) => t.id),
        keywords: keywords.map((t) => t.id),
        format: format.map((t) => t.id),
        audiences: audiences.map((t) => t.id),
        publishers: [publisher.id],
      }
    },
  }
}
