import type { CollectionConfig } from 'payload'

import { isFulfilment } from '../access/isFulfilment'
import { isStaff } from '../access/isStaff'
import { addressField } from '../fields/address'
import { cartTypeField } from '../fields/cartType'

/** Open baskets. Guests are known by the art_cart_id cookie's number; library accounts by their account. */
export const Carts: CollectionConfig = {
  slug: 'carts',
  labels: { singular: 'Cart', plural: 'Carts' },
  admin: {
    group: 'Orders',
    useAsTitle: 'number',
    defaultColumns: ['number', 'type', 'account', 'totalQty', 'status', 'updatedAt'],
    listSearchableFields: ['number', 'email'],
    description: 'Carts in progress. A cart becomes an order when it is completed.',
  },
  access: { read: isStaff, create: isFulfilment, update: isFulfilment, delete: isFulfilment },
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, index: true },
    cartTypeField,
    { name: 'account', type: 'relationship', relationTo: 'accounts', index: true },
    { name: 'email', type: 'email' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: [
        { label: 'In progress', value: 'active' },
        { label: 'Ordered', value: 'completed' },
        { label: 'Abandoned', value: 'forgotten' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'lineItems',
      type: 'array',
      fields: [
        { name: 'book', type: 'relationship', relationTo: 'books', required: true },
        { name: 'purchasableId', label: 'Variant SKU', type: 'text', required: true },
        { name: 'qty', type: 'number', required: true, min: 1 },
      ],
    },
    { name: 'totalQty', label: 'Books', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    { name: 'shippingMethodHandle', label: 'Shipping method', type: 'text' },
    addressField(),
    { name: 'note', type: 'textarea' },
  ],
}
