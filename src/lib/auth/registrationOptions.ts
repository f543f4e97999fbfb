import 'server-only'

import { contentReader, getPayloadClient, readOptions } from '../content/read'
import { collectionTag } from '../content/tags'

/** What the registration form offers to choose from. */
export type RegisterOptions = {
  libraryTypes: Array<{ id: number; title: string; bookLimit: number }>
  communities: Array<{ id: number; title: string }>
}

/** The library types (with their book limits) and communities the registration form offers, cached until edited. */
export const getRegistrationOptions = contentReader<[], RegisterOptions>(
  'registration-options',
  () => [collectionTag('library-types'), collectionTag('library-communities')],
  async (ctx) => {
    const payload = await getPayloadClient()
    const [types, communities] = await Promise.all([
      payload.find({ collection: 'library-types', sort: 'bookLimit', limit: 100, depth: 0, ...readOptions(ctx) }),
      payload.find({ collection: 'library-communities', sort: 'title', limit: 200, depth: 0, ...readOptions(ctx) }),
    ])
    return {
      libraryTypes: types.docs.map(({ id, title, bookLimit }) => ({ id, title, bookLimit })),
      communities: communities.docs.map(({ id, title }) => ({ id, title })),
    }
  },
)
