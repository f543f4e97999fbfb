import type { CollectionConfig } from 'payload'

import { isEditor } from '../access/isEditor'
import { isStaff } from '../access/isStaff'
import { publishedOrStaff } from '../access/publishedOrStaff'
import { backgroundColorField } from '../fields/backgroundColor'
import { slugField } from '../fields/slug'
import { revalidateAfterChange, revalidateAfterDelete } from '../lib/revalidate/hooks'
import { PRODUCT_TYPES } from './Books'

export const BoxSets: CollectionConfig = {
  slug: 'box-sets',
  labels: { singular: 'Box set', plural: 'Box sets' },
  admin: {
    group: 'Catalogue',
    useAsTitle: 'title',
    defaultColumns: ['title', 'typeHandle', '_status'],
    description: 'Sets of books sent together, with an introduction.',
  },
  // Version history is staff-only, as drafts are (Payload's default: any logged-in user, library accounts too).
  access: { read: publishedOrStaff, readVersions: isStaff, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: { afterChange: [revalidateAfterChange('box-sets')], afterDelete: [revalidateAfterDelete('box-sets')] },
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
    { name: 'introductionText', type: 'richText' },
    backgroundColorField('Background colour of the box set band, as #RRGGBB.'),
    { name: 'books', type: 'relationship', relationTo: 'books', hasMany: true },
  ],
}
