import type { CollectionConfig } from 'payload'

import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { collectionLivePreview, collectionPreview } from '../lib/content/livePreview'
import { revalidateAfterChange, revalidateAfterDelete } from '../lib/revalidate/hooks'
import { editorialDefaults } from './editorial'

/** Whether a copy can still be had; the edition pages say it and offer the way to get one. */
const EDITION_AVAILABILITY = [
  { label: 'Available', value: 'available' },
  { label: 'Last copies', value: 'lastCopies' },
  { label: 'Sold out', value: 'soldOut' },
] as const

export const Editions: CollectionConfig = {
  slug: 'editions',
  labels: { singular: 'Edition', plural: 'Editions' },
  admin: {
    livePreview: collectionLivePreview('editions'),
    preview: collectionPreview('editions'),
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'artist', 'year', 'price', 'availability', '_status'],
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
    { name: 'details', type: 'text', admin: { description: 'Medium and size, e.g. "Risograph print, 11 × 17 in, signed".' } },
    {
      type: 'row',
      fields: [
        { name: 'price', type: 'number', min: 0, admin: { description: 'In US dollars. Empty: the price is given on enquiry.' } },
        { name: 'editionSize', type: 'number', min: 1, admin: { description: 'How many copies were made.' } },
        {
          name: 'availability',
          type: 'select',
          required: true,
          defaultValue: 'available',
          options: EDITION_AVAILABILITY.map((option) => ({ ...option })),
        },
      ],
    },
    {
      name: 'pressBook',
      label: 'Sold in the press shop as',
      type: 'relationship',
      relationTo: 'books',
      filterOptions: { productTypeHandle: { equals: 'press' } },
      admin: {
        description: 'The A.R.T. Press item that sells this edition: visitors buy it through the press cart. Empty: they enquire by email.',
      },
    },
    { name: 'featuredImage', type: 'upload', relationTo: 'media' },
    { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true },
    { name: 'content', type: 'richText' },
    seoField,
  ],
}
