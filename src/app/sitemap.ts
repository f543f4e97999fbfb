import type { MetadataRoute } from 'next'
import type { Where } from 'payload'

import { getPayloadClient } from '@/lib/payload'
import { siteOrigin } from '@/lib/seo/pageMetadata'
import { sitemapEntries, type SitemapDoc } from '@/lib/seo/sitemapEntries'

// Built per request (and cached by the CDN), so newly published items appear without a rebuild.
export const dynamic = 'force-dynamic'

const PUBLISHED: Where = { _status: { equals: 'published' } }

async function publishedDocs(
  collection: 'news' | 'editions' | 'guides' | 'notes' | 'books',
  where: Where = PUBLISHED,
): Promise<SitemapDoc[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    where,
    pagination: false,
    depth: 0,
    select: { slug: true, updatedAt: true },
    overrideAccess: false,
  })
  return docs as SitemapDoc[]
}

const bookWhere = (catalogue: 'press' | 'libraryProgram'): Where => ({
  and: [PUBLISHED, { productTypeHandle: { equals: catalogue } }],
})

/** Every public page: the static routes and each published news, guide, note, edition and book. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [news, editions, guides, notes, pressBooks, libraryBooks] = await Promise.all([
    publishedDocs('news'),
    publishedDocs('editions'),
    publishedDocs('guides'),
    publishedDocs('notes'),
    publishedDocs('books', bookWhere('press')),
    publishedDocs('books', bookWhere('libraryProgram')),
  ])
  const origin = siteOrigin()
  return sitemapEntries({ news, editions, guides, notes, pressBooks, libraryBooks }).map((entry) => ({
    url: new URL(entry.path, origin).toString(),
    ...(entry.lastModified ? { lastModified: entry.lastModified } : {}),
  }))
}
