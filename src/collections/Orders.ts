import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isFulfilment } from '../access/isFulfilment'
import { isStaff } from '../access/isStaff'
import { addressField } from '../fields/address'
import { cartTypeField } from '../fields/cartType'

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'completed', 'cancelled'] as const
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'free', 'refunded', 'failed'] as const

/** Completed carts. Line items are snapshots so later edits to a book never rewrite history. */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Order', plural: 'Orders' },
  admin: {
    group: 'Orders',
    useAsTitle: 'number',
    defaultColumns: ['number', 'type', 'email', 'totalQty', 'total', 'status', 'paymentStatus', 'dateOrdered'],
    listSearchableFields: ['number', 'email'],
    description: 'Library Program and press orders. Change the status as the order is packed and shipped.',
  },
  access: { read: isStaff, create: isFulfilment, update: isFulfilment, delete: isAdmin },
  defaultSort: '-dateOrdered',
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, index: true },
    {
      // One order per cart checkout: a double-click, a retried request, a second tab or a replayed webhook
      // finds the order already made under this key instead of making another.
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'The checkout this order came from.' },
    },
    cartTypeField,
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'account', type: 'relationship', relationTo: 'accounts', index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ORDER_STATUSES.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'paymentStatus',
      type: 'select',
      required: true,
      defaultValue: 'unpaid',
      options: PAYMENT_STATUSES.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
    { name: 'dateOrdered', type: 'date', index: true, admin: { position: 'sidebar' } },
    {
      name: 'lineItems',
      type: 'array',
      admin: { description: 'What was ordered, as it was at the time of the order.' },
      fields: [
        { name: 'book', type: 'relationship', relationTo: 'books' },
        { name: 'title', type: 'text', required: true },
        { name: 'sku', type: 'text', required: true },
        { name: 'unitPrice', label: 'Unit price (cents)', type: 'number', defaultValue: 0 },
        { name: 'qty', type: 'number', required: true, min: 1 },
        { name: 'subtotal', label: 'Subtotal (cents)', type: 'number', defaultValue: 0 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'totalQty', type: 'number', defaultValue: 0 },
        { name: 'itemTotal', label: 'Items (cents)', type: 'number', defaultValue: 0 },
        { name: 'shippingTotal', label: 'Shipping (cents)', type: 'number', defaultValue: 0 },
        { name: 'taxTotal', label: 'Tax (cents)', type: 'number', defaultValue: 0 },
        { name: 'total', label: 'Total (cents)', type: 'number', defaultValue: 0 },
      ],
    },
    { name: 'shippingMethodHandle', type: 'text' },
    addressField(),
    { name: 'note', type: 'textarea' },
    { name: 'trackingNumber', type: 'text', admin: { description: 'Included in the shipped email when filled.' } },
    {
      name: 'stockReturned',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, position: 'sidebar', description: 'Set once a cancelled order has put its books back in stock.' },
    },
    {
      name: 'stripe',
      type: 'group',
      admin: { description: 'Card payment references (press orders).' },
      fields: [
        { name: 'checkoutSessionId', type: 'text', index: true },
        { name: 'paymentIntentId', type: 'text' },
        { name: 'chargeId', type: 'text' },
        { name: 'refundedTotal', label: 'Refunded (cents)', type: 'number', defaultValue: 0 },
      ],
    },
  ],
}
