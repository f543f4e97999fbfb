import type { CollectionConfig, Field } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'

export const FREE_SHIPPING_HANDLE = 'freeShipping'

/** A rate stored in cents (as checkout computes), typed and listed in dollars. */
const dollarsField = (name: string, label: string, description: string, defaultValue?: number): Field => ({
  name,
  label,
  type: 'number',
  min: 0,
  defaultValue,
  admin: {
    description,
    components: {
      Field: '/components/books-admin/DollarPriceField#DollarPriceField',
      Cell: '/components/orders-admin/MoneyCell#MoneyCell',
    },
  },
})

export const ShippingMethods: CollectionConfig = {
  slug: 'shipping-methods',
  labels: { singular: 'Shipping method', plural: 'Shipping methods' },
  admin: {
    group: 'Settings',
    useAsTitle: 'name',
    // The code name is the site's, not the staff's: an admin finds it in the record and under Columns.
    defaultColumns: ['name', 'baseRate', 'perItemRate', 'freeAbove', 'enabled'],
    description: 'How orders are sent. Free shipping is used when no other method applies.',
  },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'handle',
      label: 'Code name',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'How the site refers to this method. Not shown to buyers.' },
    },
    { name: 'enabled', label: 'Offered at checkout', type: 'checkbox', defaultValue: true },
    {
      type: 'row',
      fields: [
        dollarsField('baseRate', 'Base rate', 'Charged once per order, e.g. 5.00.', 0),
        dollarsField('perItemRate', 'Per book', 'Added for each book, e.g. 1.50.', 0),
        dollarsField('freeAbove', 'Free above', 'Orders of more than this ship free. Empty: never free.'),
      ],
    },
    {
      name: 'countries',
      type: 'relationship',
      relationTo: 'countries',
      hasMany: true,
      admin: { description: 'Countries it ships to. Empty: every country we ship to.' },
    },
  ],
}
