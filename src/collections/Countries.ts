import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'

export const Countries: CollectionConfig = {
  slug: 'countries',
  labels: { singular: 'Country', plural: 'Countries' },
  admin: {
    group: 'Settings',
    useAsTitle: 'name',
    defaultColumns: ['name', 'iso', 'enabled'],
    description: 'Countries offered at checkout (only enabled ones) with their states.',
  },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'iso', label: 'ISO code', type: 'text', required: true, unique: true, maxLength: 2 },
    { name: 'enabled', label: 'We ship here', type: 'checkbox', defaultValue: true, index: true },
    {
      name: 'states',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'abbreviation', type: 'text', required: true },
          ],
        },
      ],
    },
  ],
}
