import type { CollectionConfig } from 'payload'

import { backgroundColorField } from '../fields/backgroundColor'
import { postDateField } from '../fields/postDate'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { searchAfterChange, searchAfterDelete } from '../lib/search/sync'
import { editorialDefaults } from './editorial'

export const Notes: CollectionConfig = {
  slug: 'notes',
  labels: { singular: 'Note', plural: 'Notes' },
  admin: {
    group: 'Reading Resources',
    useAsTitle: 'title',
    defaultColumns: ['title', 'author', 'postDate', '_status'],
    listSearchableFields: ['title', 'author', 'excerpt'],
    description: 'Reading notes at /resources/notes.',
  },
  ...editorialDefaults,
  hooks: { afterChange: [searchAfterChange('notes')], afterDelete: [searchAfterDelete('notes')] },
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
