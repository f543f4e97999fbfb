/**
 * The seed's image pools. Library Program covers are a pool keyed by theme (three designs per theme), so a
 * cover never shows another book's title and any number of books can share them; press books and the
 * other content get their own images.
 */
import { generateImage } from './covers'
import type { SeedContext } from './context'
import { THEMES } from './data/words'

export const COVERS_PER_THEME = 3

export type ThemeCovers = Map<string, number[]>

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
          alt: `Book cover: the word “${theme}” set in large type over abstract colour shapes`,
          text: { title: theme, footer: 'A.R.T. Library Program' },
        }),
      )
      context.progress.tick('covers', ++done, total)
    }
    covers.set(theme, ids)
  }
  return covers
}

/** Landscape pictures for news, notes, libraries and pages: titled colour studies. */
export async function createPictures(context: SeedContext, titles: string[]): Promise<number[]> {
  const ids: number[] = []
  for (const [index, title] of titles.entries()) {
    ids.push(
      await generateImage(context.payload, context.random, {
        name: `picture-${index + 1}`,
        alt: `Illustration: “${title}” over overlapping colour shapes`,
        text: { title },
        width: 1800,
        height: 1200,
      }),
    )
    context.progress.tick('pictures', index + 1, titles.length)
  }
  return ids
}

/** Square logos for publishers and supporters. */
export async function createLogo(context: SeedContext, name: string, slug: string): Promise<number> {
  return generateImage(context.payload, context.random, {
    name: `logo-${slug}`,
    alt: `${name} logo`,
    text: { title: name },
    width: 1200,
    height: 1200,
  })
}
