import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'

export const FREE_SHIPPING_HANDLE = 'freeShipping'

export const ShippingMethods: CollectionConfig = {
  slug: 'shipping-methods',
  labels: { singular: 'Shipping method', plural: 'Shipping methods' },
  admin: {
    group: 'Settings',
    useAsTitle: 'name',
    defaultColumns: ['name', 'handle', 'baseRate', 'perItemRate', 'enabled'],
    description: `How orders are sent. The method with handle "${FREE_SHIPPING_HANDLE}" is used when no other applies.`,
  },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'handle', type: 'text', required: true, unique: true, admin: { description: 'Used by the code, e.g. freeShipping.' } },
    { name: 'enabled', type: 'checkbox', defaultValue: true },
    {
      type: 'row',
      fields: [
        { name: 'baseRate', label: 'Base rate (cents)', type: 'number', min: 0, defaultValue: 0 },
        { name: 'perItemRate', label: 'Per item (cents)', type: 'number', min: 0, defaultValue: 0 },
        { name: 'freeAbove', label: 'Free above (cents)', type: 'number', min: 0, admin: { description: 'Empty: never free.' } },
      ],
    },
    {
      name: 'countries',
      type: 'relationship',
      relationTo: 'countries',
      hasMany: true,
      admin: { description: 'Countries it ships to. Empty: all enabled countries.' },
    },
  ],
}
