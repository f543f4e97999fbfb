import 'server-only'

import { contentReader, getPayloadClient, MEDIA_TAG, readOptions } from './read'
import { collectionTag } from './tags'

/** The Library Program collection featured on the home page: the first one editors made (the admin lists them in that order). */
export const featuredLibraryCollection = contentReader(
  'home:featured-collection',
  () => [collectionTag('featured-collections'), collectionTag('books'), MEDIA_TAG],
  async (ctx) => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'featured-collections',
      where: { typeHandle: { equals: 'libraryProgram' } },
      sort: 'createdAt',
      limit: 1,
      depth: 2,
      ...readOptions(ctx),
    })
    return docs[0] ?? null
  },
)
