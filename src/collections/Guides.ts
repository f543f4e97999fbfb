import type { CollectionConfig } from 'payload'

import { backgroundColorField } from '../fields/backgroundColor'
import { postDateField } from '../fields/postDate'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { collectionLivePreview, collectionPreview } from '../lib/content/livePreview'
import { revalidateAfterChange, revalidateAfterDelete } from '../lib/revalidate/hooks'
import { searchAfterChange, searchAfterDelete } from '../lib/search/sync'
import { editorialDefaults } from './editorial'

export const Guides: CollectionConfig = {
  slug: 'guides',
  labels: { singular: 'Teaching guide', plural: 'Teaching guides' },
  admin: {
    livePreview: collectionLivePreview('guides'),
    preview: collectionPreview('guides'),
    group: 'Reading Resources',
    useAsTitle: 'title',
    defaultColumns: ['title', 'postDate', 'backgroundColor', '_status'],
    listSearchableFields: ['title', 'excerpt'],
    description: 'Teaching guides at /resources/guides, each with method sections.',
  },
  ...editorialDefaults,
  hooks: {
    afterChange: [searchAfterChange('guides'), revalidateAfterChange('guides')],
    afterDelete: [searchAfterDelete('guides'), revalidateAfterDelete('guides')],
  },
  defaultSort: '-postDate',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    postDateField,
    backgroundColorField(),
    { name: 'excerpt', type: 'textarea' },
    { name: 'featuredImage', type: 'upload', relationTo: 'media' },
    { name: 'books', label: 'Related books', type: 'relationship', relationTo: 'books', hasMany: true },
    { name: 'content', label: 'Introduction', type: 'richText' },
    {
      name: 'methods',
      type: 'array',
      labels: { singular: 'Method', plural: 'Methods' },
      admin: { description: 'Sections of the guide, each with its own heading.' },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'content', type: 'richText' },
      ],
    },
    seoField,
  ],
}
