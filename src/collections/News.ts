import type { CollectionConfig } from 'payload'

import { postDateField } from '../fields/postDate'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { collectionLivePreview, collectionPreview } from '../lib/content/livePreview'
import { revalidateAfterChange, revalidateAfterDelete } from '../lib/revalidate/hooks'
import { searchAfterChange, searchAfterDelete } from '../lib/search/sync'
import { editorialDefaults } from './editorial'

export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: 'News item', plural: 'News' },
  admin: {
    livePreview: collectionLivePreview('news'),
    preview: collectionPreview('news'),
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'postDate', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'excerpt'],
    description: 'News posts, listed newest first at /news.',
  },
  ...editorialDefaults,
  hooks: {
    afterChange: [searchAfterChange('news'), revalidateAfterChange('news')],
    afterDelete: [searchAfterDelete('news'), revalidateAfterDelete('news')],
  },
  defaultSort: '-postDate',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    postDateField,
    { name: 'excerpt', type: 'textarea', admin: { description: 'One or two sentences for lists and sharing.' } },
    { name: 'featuredImage', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText' },
    seoField,
  ],
}
