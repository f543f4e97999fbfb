import type { CollectionConfig } from 'payload'

import { revalidateAfterChange, revalidateAfterDelete } from '../lib/revalidate/hooks'
import { editorialDefaults } from './editorial'
import { tagFieldAdmin } from './Tags'

export const Publishers: CollectionConfig = {
  slug: 'publishers',
  labels: { singular: 'Featured publisher', plural: 'Featured publishers' },
  admin: {
    group: 'Library Program',
    useAsTitle: 'name',
    defaultColumns: ['name', 'location', '_status'],
    description: 'Publishers featured on the Learn More and Poulin pages.',
  },
  ...editorialDefaults,
  hooks: { afterChange: [revalidateAfterChange('publishers')], afterDelete: [revalidateAfterDelete('publishers')] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'location', type: 'text' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'tag',
      type: 'relationship',
      relationTo: 'tags',
      label: 'Publisher filter',
      filterOptions: { group: { equals: 'publishers' } },
      admin: { ...tagFieldAdmin('publishers'), description: 'The publisher filter its books are listed under.' },
    },
  ],
}
