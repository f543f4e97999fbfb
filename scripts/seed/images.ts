/**
 * The seed's images, all without words except logos. Every book gets its own cover art (a bulk catalogue of
 * thousands shares a pool per theme); news, notes, guides, pages and libraries get photograph-like scenes;
 * editions get the print, a close-up of it and a wall it hangs on. Alt text says what a picture shows, never
 * the heading printed beside it; a cover's alt is "Cover of {title} by {authors}", as it is the book's cover.
 * Each image draws one number from the seed's Random and builds its own from it, so a picture's complexity
 * never shifts the rest of the demo site.
 */
import { coverArt, printArt } from './art/coverArt'
import { sceneArt, SCENE_KINDS, type SceneKind } from './art/sceneArt'
import type { SeedContext } from './context'
import { uploadArtwork, uploadDetail, uploadLogo } from './covers'
import { THEMES } from './data/words'
import { createRandom } from './random'

const COVERS_PER_THEME = 3

/** This image's own Random (and grain seed), drawn from the seed's. */
function imageRandom(context: SeedContext) {
  const seed = context.random.int(1, 2 ** 30)
  return { random: createRandom(seed), seed }
}

export type ThemeCovers = Map<string, number[]>

/** Cover art, a few per theme, shared by the books of a bulk catalogue. */
export async function createThemeCovers(context: SeedContext): Promise<ThemeCovers> {
  const covers: ThemeCovers = new Map()
  const total = THEMES.length * COVERS_PER_THEME
  let done = 0
  for (const theme of THEMES) {
    const ids: number[] = []
    for (let variant = 1; variant <= COVERS_PER_THEME; variant++) {
      const { random, seed } = imageRandom(context)
      const art = coverArt(random)
      ids.push(await uploadArtwork(context.payload, art, { name: `cover-${theme.toLowerCase()}-${variant}`, alt: `Book cover: ${art.description}`, seed }))
      context.progress.tick('covers', ++done, total)
    }
    covers.set(theme, ids)
  }
  return covers
}

/** A book's own cover art, in its own format. */
export function createBookCover(context: SeedContext, book: { slug: string; title: string; authors: string }): Promise<number> {
  const { random, seed } = imageRandom(context)
  return uploadArtwork(context.payload, coverArt(random), { name: `cover-${book.slug}`, alt: `Cover of ${book.title} by ${book.authors}`, seed })
}

/** One photograph-like scene; its alt text describes it. */
export function createPicture(context: SeedContext, options: { name: string; kind: SceneKind }): Promise<number> {
  const { random, seed } = imageRandom(context)
  const art = sceneArt(random, options.kind)
  return uploadArtwork(context.payload, art, { name: options.name, alt: art.description, seed })
}

/** `count` scenes for a list of cards, taking the kinds in turn so neighbouring cards never show the same scene. */
export async function createPictures(context: SeedContext, options: { prefix: string; count: number; stage: string }): Promise<number[]> {
  const start = context.random.int(0, SCENE_KINDS.length - 1)
  const ids: number[] = []
  for (let index = 0; index < options.count; index++) {
    const kind = SCENE_KINDS[(start + index) % SCENE_KINDS.length]
    ids.push(await createPicture(context, { name: `${options.prefix}-${index + 1}`, kind }))
    context.progress.tick(options.stage, index + 1, options.count)
  }
  return ids
}

/** An edition's pictures: the print itself, a close-up of its corner and a gallery wall. */
export async function createEditionPictures(context: SeedContext, name: string): Promise<{ print: number; gallery: number[] }> {
  const { random, seed } = imageRandom(context)
  const art = printArt(random)
  const print = await uploadArtwork(context.payload, art, { name, alt: `The edition: ${art.description}`, seed })
  const region = { left: Math.round(art.width * 0.4), top: Math.round(art.height * 0.3), width: Math.round(art.width * 0.45), height: Math.round(art.height * 0.45) }
  const detail = await uploadDetail(context.payload, art, { name: `${name}-detail`, alt: 'A close-up of the edition, showing the paper’s grain', seed, region })
  const wall = await createPicture(context, { name: `${name}-wall`, kind: 'galleryWall' })
  return { print, gallery: [detail, wall] }
}

/** Square logos for publishers and supporters: a logo is its name, so this is the one image with words. */
export function createLogo(context: SeedContext, name: string, slug: string): Promise<number> {
  const { random } = imageRandom(context)
  return uploadLogo(context.payload, random, { name: `logo-${slug}`, alt: `${name} logo`, text: name })
}
