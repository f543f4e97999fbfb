import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { colourFieldComponents } from '../fields/backgroundColor'

export const LibraryTypes: CollectionConfig = {
  slug: 'library-types',
  labels: { singular: 'Library type', plural: 'Library types' },
  admin: {
    group: 'Library Program',
    useAsTitle: 'title',
    defaultColumns: ['title', 'bookLimit', 'backgroundColor'],
    description: 'Kinds of library in the program. The book limit caps how many books one order may hold.',
  },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'title', type: 'text', required: true, unique: true },
    {
      name: 'bookLimit',
      label: 'Book limit per order',
      type: 'number',
      required: true,
      min: 1,
      admin: { description: 'The largest number of books a library of this type may order at once.' },
    },
    {
      name: 'backgroundColor',
      label: 'Colour',
      type: 'text',
      admin: { description: 'Colour used for this type, as #RRGGBB.', components: colourFieldComponents },
    },
  ],
}
