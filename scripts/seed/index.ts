/**
 * Builds the demo site in an empty database: catalogue, editorial content, library program, commerce settings,
 * every global, and two logins. Deterministic: one seeded PRNG drives every choice (passwords excepted).
 */
import type { Payload } from 'payload'

import type { SeedLogins } from '../lib/seedState'
import { DEFAULT_LIBRARY_BOOKS, seedBooks } from './books'
import { seedBoxSets, seedFeaturedCollections } from './collections'
import { seedCountries, seedShippingMethods, seedTaxRates } from './commerce'
import type { SeedContext } from './context'
import { seedEditions, seedGuides, seedNews, seedNotes, seedTestimonials } from './editorial'
import { seedGlobals } from './globals'
import { createPictures } from './images'
import { seedLibraryCommunities, seedLibraryTypes, seedParticipatingLibraries, seedPublishers } from './libraryProgram'
import { seedOrders } from './orders'
import { seedShippedLibraries } from './shipments'
import { createProgress } from './progress'
import { createRandom, DEFAULT_SEED } from './random'
import { seedFeaturedTags, seedTags } from './tags'
import { seedUsers, type LoginOptions } from './users'
import { seedWaitingList } from './waitingList'

export type SeedOptions = LoginOptions & {
  /** Library Program books (default 320). Press books are always 60. */
  books?: number
  /** Force the bulk (drizzle) writer on or off; by default it is used above 2,000 books. */
  bulk?: boolean
  seed?: number
  quiet?: boolean
}

export type SeedResult = { logins: SeedLogins; milliseconds: number; bookMilliseconds: number; bulk: boolean }

/** Scenes shared by participating libraries and the site's default share image. */
const SHARED_PICTURES = 16

/** Whether the database already holds seedable content (then the seed must not run). */
async function hasContent(payload: Payload): Promise<boolean> {
  for (const collection of ['users', 'accounts', 'books', 'tags'] as const) {
    const { totalDocs } = await payload.count({ collection, overrideAccess: true })
    if (totalDocs > 0) return true
  }
  return false
}

export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now()
  const progress = createProgress({ quiet: options.quiet })
  const context: SeedContext = { payload, random: createRandom(options.seed ?? DEFAULT_SEED), progress }
  const { stage } = progress

  if (await hasContent(payload)) {
    throw new Error('The database already has content. Seed an empty database (delete the SQLite file or drop the Postgres database, migrate, then seed).')
  }

  const libraryTypes = await stage('library types', () => seedLibraryTypes(context))
  const communities = await stage('library communities', () => seedLibraryCommunities(context))
  const countries = await stage('countries', () => seedCountries(context))
  await stage('shipping methods', () => seedShippingMethods(context, countries))
  await stage('tax rates', () => seedTaxRates(context, countries))
  const tags = await stage('tags', () => seedTags(context), (t) => Object.values(t).flat().length)
  await stage('featured tags', () => seedFeaturedTags(context, tags), (n) => n)
  const pictures = await stage('pictures', () => createPictures(context, { prefix: 'picture', count: SHARED_PICTURES, stage: 'pictures' }))
  const books = await stage(
    'books',
    () => seedBooks(context, tags, { libraryBooks: options.books ?? DEFAULT_LIBRARY_BOOKS, bulk: options.bulk }),
    (b) => b.libraryProgram.length + b.press.length,
  )
  await stage('featured collections', () => seedFeaturedCollections(context, books))
  await stage('box sets', () => seedBoxSets(context, books))
  const news = await stage('news', () => seedNews(context))
  await stage('guides', () => seedGuides(context, books))
  await stage('notes', () => seedNotes(context))
  await stage('editions', () => seedEditions(context))
  const testimonials = await stage('testimonials', () => seedTestimonials(context))
  const libraries = await stage('participating libraries', () => seedParticipatingLibraries(context, pictures))
  const publishers = await stage('featured publishers', () => seedPublishers(context, tags))
  await stage(
    'globals',
    () =>
      seedGlobals(context, {
        pictures,
        news: news.map((d) => d.id),
        publishers: publishers.map((d) => d.id),
        libraries: libraries.map((d) => d.id),
        testimonials: testimonials.map((d) => d.id),
      }),
    (n) => n,
  )
  const publicLibrary = libraryTypes.find((t) => t.title === 'Public')!
  const logins = await stage(
    'logins',
    () => seedUsers(context, { libraryType: publicLibrary.id, communities: communities.slice(0, 2).map((c) => c.id) }, options),
    () => 2,
  )
  await stage('orders', () => seedOrders(context, { accountEmail: logins.library.email, libraryBooks: books.libraryProgram }), (o) => o.length)
  await stage(
    'shipped libraries',
    () =>
      seedShippedLibraries(context, {
        curated: libraries,
        libraryBooks: books.libraryProgram,
        libraryTypes: libraryTypes.map((type) => type.id),
      }),
    (o) => o.length,
  )
  await stage('waiting list', () => seedWaitingList(context, books.libraryProgram), (w) => w.length)
  const milliseconds = Date.now() - started
  progress.log(`  Seeded in ${(milliseconds / 1000).toFixed(1)} s.`)
  return { logins, milliseconds, bookMilliseconds: books.millisecondsPerBook, bulk: books.bulk }
}
