/** Filters and tags of every group, and the featured list of each group. */
import type { TagGroup } from '../../src/collections/Tags'
import { slugify } from '../../src/fields/slugify'
import { createDoc, publishGlobal, type SeedContext } from './context'
import { AUDIENCES, BOOK_TYPES, CREATORS, FIRST_NAMES, FORMATS, KEYWORDS, LAST_NAMES, PUBLISHERS, THEMES } from './data/words'

export type SeededTag = { id: number; title: string }
export type SeededTags = Record<TagGroup, SeededTag[]>

const ARTIST_COUNT = 64

/** Invented artist names; a few are single names or collectives so the sort key matters. */
function artistNames(context: SeedContext): Array<{ title: string; sortBy?: string }> {
  const { random } = context
  const names = new Set<string>()
  const artists: Array<{ title: string; sortBy?: string }> = []
  const collectives = ['The Mesa Drawing Collective', 'Studio Nine Hands', 'The Riverside Quilters', 'Group Material Archive']
  for (const title of collectives) artists.push({ title, sortBy: title.replace(/^The /, '').split(' ')[0] })
  while (artists.length < ARTIST_COUNT) {
    const first = random.pick(FIRST_NAMES)
    const last = random.pick(LAST_NAMES)
    const title = random.chance(0.1) ? `${first} ${random.pick(['de', 'van', 'da'])} ${last}` : `${first} ${last}`
    if (names.has(title)) continue
    names.add(title)
    // Particles ("de", "van") sort by the family name proper, as in a library catalogue.
    artists.push(/ (de|van|da) /.test(title) ? { title, sortBy: last } : { title })
  }
  return artists
}

export async function seedTags(context: SeedContext): Promise<SeededTags> {
  const groups: Record<TagGroup, Array<{ title: string; sortBy?: string }>> = {
    artists: artistNames(context),
    themes: THEMES.map((title) => ({ title })),
    keywords: KEYWORDS.map((title) => ({ title })),
    bookTypes: BOOK_TYPES.map((title) => ({ title })),
    audiences: AUDIENCES.map((title) => ({ title })),
    formats: FORMATS.map((title) => ({ title })),
    publishers: PUBLISHERS.map(([title]) => ({ title })),
    creators: CREATORS.map((title) => ({ title })),
  }
  const seeded = {} as SeededTags
  const total = Object.values(groups).reduce((sum, list) => sum + list.length, 0)
  let done = 0
  const usedSlugs = new Set<string>()
  for (const [group, list] of Object.entries(groups) as Array<[TagGroup, typeof groups.artists]>) {
    seeded[group] = []
    for (const tag of list) {
      // A word in two groups ("Artist book" is a keyword and a book type) gets the group in its second slug.
      const plain = slugify(tag.title)
      const slug = usedSlugs.has(plain) ? `${slugify(group)}-${plain}` : plain
      usedSlugs.add(slug)
      const doc = await createDoc(context.payload, 'tags', { ...tag, group, slug })
      seeded[group].push({ id: doc.id, title: tag.title })
      context.progress.tick('tags', ++done, total)
    }
  }
  return seeded
}

/** The Featured list at the top of each filter modal. */
export async function seedFeaturedTags(context: SeedContext, tags: SeededTags): Promise<number> {
  const featured: Record<string, number[]> = {}
  for (const [group, list] of Object.entries(tags)) {
    featured[group] = context.random.sample(list, Math.min(6, list.length)).map((tag) => tag.id)
  }
  await publishGlobal(context.payload, 'featured-tags', featured)
  return Object.values(featured).reduce((sum, ids) => sum + ids.length, 0)
}
