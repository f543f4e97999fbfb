import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'

export const LibraryCommunities: CollectionConfig = {
  slug: 'library-communities',
  labels: { singular: 'Library community', plural: 'Library communities' },
  admin: {
    group: 'Library Program',
    useAsTitle: 'title',
    defaultColumns: ['title', 'updatedAt'],
    description: 'Communities a library serves (rural, tribal, incarcerated…), chosen at registration.',
  },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [{ name: 'title', type: 'text', required: true, unique: true }],
}
