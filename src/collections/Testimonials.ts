import type { CollectionConfig } from 'payload'

import { revalidateAfterChange, revalidateAfterDelete } from '../lib/revalidate/hooks'
import { editorialDefaults } from './editorial'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: { singular: 'Testimonial', plural: 'Testimonials' },
  admin: {
    group: 'Library Program',
    useAsTitle: 'name',
    defaultColumns: ['name', 'library', 'location', '_status'],
    listSearchableFields: ['name', 'library', 'quote'],
    description: 'Words from participating librarians, shown at /testimonials.',
  },
  ...editorialDefaults,
  hooks: { afterChange: [revalidateAfterChange('testimonials')], afterDelete: [revalidateAfterDelete('testimonials')] },
  fields: [
    { name: 'quote', type: 'textarea', required: true },
    { name: 'name', type: 'text', required: true },
    { name: 'role', type: 'text', admin: { description: 'e.g. "Youth Services Librarian".' } },
    { name: 'library', type: 'text' },
    { name: 'location', type: 'text', admin: { description: 'City, State.' } },
  ],
}
