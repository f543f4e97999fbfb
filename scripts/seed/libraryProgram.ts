/** Library types and communities, participating libraries on the map, and featured publishers. */
import { slugify } from '../../src/fields/slugify'
import { createDoc, createDocs, type SeedContext } from './context'
import { towns } from './data/towns'
import { PUBLISHERS } from './data/words'
import { createLogo } from './images'
import type { SeededTags } from './tags'

const LIBRARY_TYPES: Array<{ title: string; bookLimit: number; backgroundColor: string }> = [
  { title: 'Public', bookLimit: 10, backgroundColor: '#D6E2F0' },
  { title: 'School', bookLimit: 15, backgroundColor: '#F5E6A8' },
  { title: 'Prison', bookLimit: 20, backgroundColor: '#F2D7C9' },
  { title: 'Tribal', bookLimit: 20, backgroundColor: '#D9E8D3' },
  { title: 'Academic', bookLimit: 10, backgroundColor: '#E8D5EE' },
  { title: 'Community', bookLimit: 12, backgroundColor: '#CDE7E5' },
]

const LIBRARY_COMMUNITIES = [
  'Rural', 'Urban', 'Suburban', 'Tribal', 'Incarcerated', 'Immigrant and refugee', 'Youth', 'Seniors', 'Low income',
]

export async function seedLibraryTypes(context: SeedContext) {
  const types = []
  for (const type of LIBRARY_TYPES) types.push(await createDoc(context.payload, 'library-types', type))
  return types
}

export async function seedLibraryCommunities(context: SeedContext) {
  const communities = []
  for (const title of LIBRARY_COMMUNITIES) communities.push(await createDoc(context.payload, 'library-communities', { title }))
  return communities
}

const LIBRARY_NAMES: Record<string, (town: string) => string> = {
  Public: (town) => `${town} Public Library`,
  School: (town) => `${town} High School Library`,
  Prison: (town) => `${town} Correctional Facility Library`,
  Tribal: (town) => `${town} Tribal Library`,
  Academic: (town) => `${town} Community College Library`,
  Community: (town) => `${town} Free Library`,
}

const EXCERPTS = [
  'Serves a county of farms and small towns with one main branch and a bookmobile.',
  'A school library of 600 students that runs an after-school art club.',
  'The reading room is open to residents five days a week; art books are the most requested.',
  'A tribal library and cultural center that lends books, tools and seeds.',
  'A small library in a former train depot, run by two librarians and many volunteers.',
  'Hosts monthly reading groups and a summer art camp for children.',
]

export async function seedParticipatingLibraries(context: SeedContext, pictures: number[]) {
  const { random } = context
  const kinds = Object.keys(LIBRARY_NAMES)
  return createDocs(
    context,
    'participating-libraries',
    towns.map((town, index) => {
      const kind = index % 5 === 0 ? random.pick(kinds) : 'Public'
      return {
        library: LIBRARY_NAMES[kind](town.name),
        location: `${town.name}, ${town.state}`,
        latitude: town.latitude,
        longitude: town.longitude,
        participantSinceYear: random.int(2012, 2026),
        image: pictures[index % pictures.length],
        excerptText: random.pick(EXCERPTS),
      }
    }),
  )
}

export async function seedPublishers(context: SeedContext, tags: SeededTags) {
  const docs = []
  for (const [index, [name, location]] of PUBLISHERS.entries()) {
    const image = await createLogo(context, name, slugify(name))
    const tag = tags.publishers.find((t) => t.title === name)
    docs.push(await createDoc(context.payload, 'publishers', { name, location, image, tag: tag?.id }))
    context.progress.tick('publishers', index + 1, PUBLISHERS.length)
  }
  return docs
}
