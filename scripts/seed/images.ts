/**
 * The seed's images. Every book cover shows that book's own title and author; pictures for news,
 * editions, guides, notes and pages carry their own item's title. Only a bulk catalogue (thousands
 * of books) shares a pool of untitled covers per theme, so a cover never names another book.
 */
import { generateImage } from './covers'
import type { SeedContext } from './context'
import { THEMES } from './data/words'

const COVERS_PER_THEME = 3

/** Covers are shown at most ~500 px wide (2x for the book page): 600 × 800 keeps the seed quick. */
const COVER_SIZE = { width: 600, height: 800 }
/** Landscape pictures: the widest slot is a ~1100 px page column. */
const PICTURE_SIZE = { width: 1200, height: 800 }

export type ThemeCovers = Map<string, number[]>

/** Untitled abstract covers, a few per theme, for bulk catalogues. */
export async function createThemeCovers(context: SeedContext): Promise<ThemeCovers> {
  const covers: ThemeCovers = new Map()
  const total = THEMES.length * COVERS_PER_THEME
  let done = 0
  for (const theme of THEMES) {
    const ids: number[] = []
    for (let variant = 1; variant <= COVERS_PER_THEME; variant++) {
      ids.push(
        await generateImage(context.payload, context.random, {
          name: `cover-${theme.toLowerCase()}-${variant}`,
          alt: 'Book cover: abstract colour shapes',
          text: { title: '', footer: 'A.R.T. Library Program' },
          ...COVER_SIZE,
        }),
      )
      context.progress.tick('covers', ++done, total)
    }
    covers.set(theme, ids)
  }
  return covers
}

/** A book's own cover: its title, its authors and the imprint. */
export function createBookCover(
  context: SeedContext,
  book: { slug: string; title: string; authors: string; productTypeHandle: 'libraryProgram' | 'press' },
): Promise<number> {
  return generateImage(context.payload, context.random, {
    name: `cover-${book.slug}`,
    alt: `Cover of ${book.title} by ${book.authors}`,
    text: { title: book.title, subtitle: book.authors, footer: book.productTypeHandle === 'press' ? 'A.R.T. Press' : 'A.R.T. Library Program' },
    ...COVER_SIZE,
  })
}

/** One landscape picture titled for the item it illustrates. */
export function createPicture(context: SeedContext, options: { name: string; title: string; subtitle?: string }): Promise<number> {
  return generateImage(context.payload, context.random, {
    name: options.name,
    alt: `Illustration: “${options.title}” over overlapping colour shapes`,
    text: { title: options.title, subtitle: options.subtitle },
    ...PICTURE_SIZE,
  })
}

/** A set of pictures, one per title (the shared pool of library and site pictures). */
export async function createPictures(context: SeedContext, titles: string[], stage = 'pictures'): Promise<number[]> {
  const ids: number[] = []
  for (const [index, title] of titles.entries()) {
    ids.push(await createPicture(context, { name: `picture-${index + 1}`, title }))
    context.progress.tick(stage, index + 1, titles.length)
  }
  return ids
}

/** Square logos for publishers and supporters. */
export async function createLogo(context: SeedContext, name: string, slug: string): Promise<number> {
  return generateImage(context.payload, context.random, {
    name: `logo-${slug}`,
    alt: `${name} logo`,
    text: { title: name },
    width: 600,
    height: 600,
  })
}
