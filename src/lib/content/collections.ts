import 'server-only'

import type { DataFromCollectionSlug, PaginatedDocs, Where } from 'payload'

import type { RoutedCollection } from './paths'
import { contentReader, getPayloadClient, MEDIA_TAG, readOptions } from './read'
import { collectionTag, docTag } from './tags'

/** Newest first for dated content; editions by year. */
const SORT: Record<RoutedCollection | 'testimonials', string> = {
  news: '-postDate',
  guides: '-postDate',
  notes: '-postDate',
  editions: '-year',
  testimonials: '-createdAt',
}

/** One page of a list, newest first. `page` beyond the last page comes back with no docs. */
const listPage = <S extends RoutedCollection | 'testimonials'>(collection: S) =>
  contentReader<[page: number, limit: number], PaginatedDocs<DataFromCollectionSlug<S>>>(
    `list:${collection}`,
    () => [collectionTag(collection), MEDIA_TAG],
    async (ctx, page, limit) => {
      const payload = await getPayloadClient()
      const result = await payload.find({ collection, page, limit, sort: SORT[collection], depth: 1, ...readOptions(ctx) })
      return result as PaginatedDocs<DataFromCollectionSlug<S>>
    },
  )

/** The document at /{section}/{slug}, or null. */
const docBySlug = <S extends RoutedCollection>(collection: S) =>
  contentReader<[slug: string], DataFromCollectionSlug<S> | null>(
    `doc:${collection}`,
    (slug) => [docTag(collection, slug), collectionTag(collection), MEDIA_TAG],
    async (ctx, slug) => {
      const payload = await getPayloadClient()
      const where: Where = { slug: { equals: slug } }
      const { docs } = await payload.find({ collection, where, limit: 1, depth: 2, pagination: false, ...readOptions(ctx) })
      return (docs[0] as DataFromCollectionSlug<S> | undefined) ?? null
    },
  )

/**
 * Published slugs for generateStaticParams. At build time on a database that is empty or not yet
 * migrated this gives [] and the pages are rendered on first request instead.
 */
export async function publishedSlugs(collection: RoutedCollection): Promise<Array<{ slug: string }>> {
  try {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection,
      where: { _status: { equals: 'published' } },
      pagination: false,
      limit: 500,
      depth: 0,
      select: { slug: true },
      overrideAccess: false,
    })
    return docs.flatMap((doc) => (typeof doc.slug === 'string' && doc.slug ? [{ slug: doc.slug }] : []))
  } catch (error) {
    console.warn(`[content] no static params for ${collection}:`, (error as Error).message)
    return []
  }
}

export const listNews = listPage('news')
export const listEditions = listPage('editions')
export const listGuides = listPage('guides')
export const listNotes = listPage('notes')
export const listTestimonials = listPage('testimonials')

export const getNews = docBySlug('news')
export const getEdition = docBySlug('editions')
export const getGuide = docBySlug('guides')
export const getNote = docBySlug('notes')
