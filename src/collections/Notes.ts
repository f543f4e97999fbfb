import type { CollectionConfig } from 'payload'

import { backgroundColorField } from '../fields/backgroundColor'
import { postDateField } from '../fields/postDate'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { collectionLivePreview, collectionPreview } from '../lib/content/livePreview'
import { revalidateAfterChange, revalidateAfterDelete } from '../lib/revalidate/hooks'
import { searchAfterChange, searchAfterDelete } from '../lib/search/sync'
import { editorialDefaults } from './editorial'

export const Notes: CollectionConfig = {
  slug: 'notes',
  labels: { singular: 'Note', plural: 'Notes' },
  admin: {
    livePreview: collectionLivePreview('notes'),
    preview: collectionPreview('notes'),
    group: 'Reading Resources',
    useAsTitle: 'title',
    defaultColumns: ['title', 'author', 'postDate', '_status'],
    listSearchableFields: ['title', 'author', 'excerpt'],
    description: 'Reading notes at /resources/notes.',
  },
  ...editorialDefaults,
  hooks: {
    afterChange: [searchAfterChange('notes'), revalidateAfterChange('notes')],
    afterDelete: [searchAfterDelete('notes'), revalidateAfterDelete('notes')],
  },
  defaultSort: '-postDate',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    postDateField,
    backgroundColorField(),
    { name: 'author', type: 'text' },
    { name: 'excerpt', type: 'textarea' },
    { name: 'featuredImage', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText' },
    seoField,
  ],
}
