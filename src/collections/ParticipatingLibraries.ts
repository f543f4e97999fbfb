import type { CollectionConfig } from 'payload'

import { revalidateAfterChange, revalidateAfterDelete } from '../lib/revalidate/hooks'
import { editorialDefaults } from './editorial'

export const ParticipatingLibraries: CollectionConfig = {
  slug: 'participating-libraries',
  labels: { singular: 'Participating library', plural: 'Participating libraries' },
  admin: {
    group: 'Library Program',
    useAsTitle: 'library',
    defaultColumns: ['library', 'location', 'participantSinceYear', '_status'],
    listSearchableFields: ['library', 'location'],
    description: 'Libraries shown on the distribution map (/library-program/map).',
  },
  ...editorialDefaults,
  hooks: { afterChange: [revalidateAfterChange('participating-libraries')], afterDelete: [revalidateAfterDelete('participating-libraries')] },
  fields: [
    { name: 'library', type: 'text', required: true },
    { name: 'location', type: 'text', required: true, admin: { description: 'City, State.' } },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
        { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
        { name: 'participantSinceYear', label: 'Participant since', type: 'number', min: 1990, max: 2100 },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'excerptText', label: 'Excerpt', type: 'textarea' },
  ],
}
