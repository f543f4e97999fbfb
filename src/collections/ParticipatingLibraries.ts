import type { CollectionConfig } from 'payload'

import { staffField } from '../access/staffField'
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
    description:
      'Libraries shown on the distribution map (/library-program/map) with a photo and a few words. A library whose order has shipped is on the map already: link its account here to give its entry this photo and excerpt.',
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
    {
      name: 'account',
      label: 'Library account',
      type: 'relationship',
      relationTo: 'accounts',
      unique: true,
      // Which account a public entry belongs to is the staff's business (the map reads it on the server).
      access: { read: staffField },
      admin: {
        description: 'Optional. Its shipped orders give this entry the books received and the year it joined; it shows once.',
      },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'excerptText', label: 'Excerpt', type: 'textarea' },
  ],
}
