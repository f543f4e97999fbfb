import type { CollectionConfig } from 'payload'

import { isEditor } from '../access/isEditor'
import { isStaff } from '../access/isStaff'
import { publishedOrStaff } from '../access/publishedOrStaff'
import { backgroundColorField } from '../fields/backgroundColor'
import { slugField } from '../fields/slug'
import { revalidateAfterChange, revalidateAfterDelete } from '../lib/revalidate/hooks'
import { PRODUCT_TYPES } from './Books'

export const FeaturedCollections: CollectionConfig = {
  slug: 'featured-collections',
  labels: { singular: 'Featured collection', plural: 'Featured collections' },
  admin: {
    group: 'Catalogue',
    useAsTitle: 'title',
    defaultColumns: ['title', 'typeHandle', 'backgroundColor', '_status'],
    description: 'Hand-picked groups of books shown at the top of a catalogue.',
  },
  // Version history is staff-only, as drafts are (Payload's default: any logged-in user, library accounts too).
  access: { read: publishedOrStaff, readVersions: isStaff, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: { afterChange: [revalidateAfterChange('featured-collections')], afterDelete: [revalidateAfterDelete('featured-collections')] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    {
      name: 'typeHandle',
      label: 'Catalogue',
      type: 'select',
      required: true,
      defaultValue: 'libraryProgram',
      options: PRODUCT_TYPES.map((t) => ({ ...t })),
    },
    backgroundColorField('Background colour of the collection band, as #RRGGBB.'),
    { name: 'books', type: 'relationship', relationTo: 'books', hasMany: true },
  ],
}
