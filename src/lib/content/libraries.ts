import 'server-only'

import { contentReader, getPayloadClient, readOptions } from './read'
import { collectionTag } from './tags'

/** Every published participating library, for the distribution map. */
export const allParticipatingLibraries = contentReader(
  'map:libraries',
  () => [collectionTag('participating-libraries')],
  async (ctx) => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'participating-libraries',
      sort: 'library',
      pagination: false,
      limit: 5000,
      depth: 0,
      select: { library: true, location: true, latitude: true, longitude: true, participantSinceYear: true, excerptText: true },
      ...readOptions(ctx),
    })
    return docs
  },
)
