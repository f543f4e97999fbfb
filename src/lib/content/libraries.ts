import 'server-only'

import type { Media } from '@/payload-types'

import { contentReader, getPayloadClient, MEDIA_TAG, readOptions } from './read'
import { collectionTag } from './tags'

/** The photos of the published participating libraries (the map's popups), by entry id. */
export const participatingLibraryPhotos = contentReader(
  'map:photos',
  () => [collectionTag('participating-libraries'), MEDIA_TAG],
  async (ctx): Promise<Record<string, Media>> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'participating-libraries',
      where: { image: { exists: true } },
      pagination: false,
      limit: 5000,
      depth: 1,
      select: { image: true },
      ...readOptions(ctx),
    })
    return Object.fromEntries(
      docs.flatMap((doc) => (doc.image && typeof doc.image === 'object' ? [[String(doc.id), doc.image]] : [])),
    )
  },
)
