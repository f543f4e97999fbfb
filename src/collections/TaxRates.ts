import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'

export const TaxRates: CollectionConfig = {
  slug: 'tax-rates',
  labels: { singular: 'Tax rate', plural: 'Tax rates' },
  admin: {
    group: 'Settings',
    useAsTitle: 'name',
    defaultColumns: ['name', 'country', 'stateCode', 'rate'],
    description: 'Sales tax on press orders, by country and optionally state.',
  },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'country', type: 'relationship', relationTo: 'countries', required: true },
    { name: 'stateCode', type: 'text', admin: { description: 'e.g. NY. Empty: the whole country.' } },
    { name: 'rate', label: 'Rate (%)', type: 'number', required: true, min: 0, max: 100 },
    { name: 'includesShipping', label: 'Also taxes shipping', type: 'checkbox', defaultValue: false },
  ],
}
