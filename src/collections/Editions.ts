import type { CollectionConfig } from 'payload'

import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { collectionLivePreview, collectionPreview } from '../lib/content/livePreview'
import { revalidateAfterChange, revalidateAfterDelete } from '../lib/revalidate/hooks'
import { editorialDefaults } from './editorial'

export const Editions: CollectionConfig = {
  slug: 'editions',
  labels: { singular: 'Edition', plural: 'Editions' },
  admin: {
    livePreview: collectionLivePreview('editions'),
    preview: collectionPreview('editions'),
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'artist', 'year', '_status'],
    listSearchableFields: ['title', 'artist'],
    description: 'Artist editions offered to supporters, at /editions.',
  },
  ...editorialDefaults,
  defaultSort: '-year',
  hooks: { afterChange: [revalidateAfterChange('editions')], afterDelete: [revalidateAfterDelete('editions')] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'artist', type: 'text' },
    { name: 'year', type: 'number' },
    { name: 'details', type: 'text', admin: { description: 'Medium, size and edition size, e.g. "Risograph, 11 × 17 in, edition of 100".' } },
    { name: 'featuredImage', type: 'upload', relationTo: 'media' },
    { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true },
    { name: 'content', type: 'richText' },
    seoField,
  ],
}
