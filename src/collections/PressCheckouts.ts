import type { CollectionConfig, Field } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { nobody } from '../access/nobody'
import { addressField } from '../fields/address'
import { CHECKOUT_STATUS_LABELS, CHECKOUT_STATUSES } from '../lib/commerce/press-checkout/paidSession'

const MONEY_CELL = '/components/orders-admin/MoneyCell#MoneyCell'
const MONEY_FIELD = '/components/orders-admin/MoneyField#MoneyField'

const moneyField = (name: string, label: string): Field => ({
  name,
  label,
  type: 'number',
  defaultValue: 0,
  admin: { components: { Cell: MONEY_CELL, Field: MONEY_FIELD } },
})

/**
 * Each 'Pay' on a press cart: the copies it took out of stock and the amounts its checkout session charges, as
 * they were priced. A paid session becomes an order from this record alone, never from the cart (which may
 * have changed, or been paid again, since). Its status moves only by conditional updates in the transaction
 * that moves the stock (see checkoutRecords.ts). Written by the server alone; staff read it, and find here the
 * sessions paid after their copies had gone back ('Paid, refund due').
 */
export const PressCheckouts: CollectionConfig = {
  slug: 'press-checkouts',
  labels: { singular: 'Press checkout', plural: 'Press checkouts' },
  admin: {
    group: 'Orders',
    useAsTitle: 'sessionId',
    defaultColumns: ['cartNumber', 'status', 'total', 'email', 'createdAt'],
    listSearchableFields: ['sessionId', 'cartNumber', 'email', 'paymentIntentId'],
    description:
      'Every payment page opened for a press cart, with the books it held and what it charged. “Paid, refund due”: the buyer paid a checkout whose books had been released or replaced by a newer checkout of the same cart, so no order was made; refund the payment in Stripe (it is then marked refunded here).',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      // Stripe's (or the local test checkout's) session id; `pending_…` while the session is being created.
      name: 'sessionId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'reserved',
      index: true,
      options: CHECKOUT_STATUSES.map((value) => ({ label: CHECKOUT_STATUS_LABELS[value], value })),
      admin: { position: 'sidebar' },
    },
    { name: 'cart', type: 'relationship', relationTo: 'carts', index: true, admin: { position: 'sidebar' } },
    { name: 'cartNumber', type: 'text', index: true, admin: { position: 'sidebar' } },
    {
      // While reserved: when the copies go back if the session is not paid. Empty once a delayed payment method
      // (a bank debit) has completed unpaid and the copies wait for its outcome.
      name: 'reservedUntil',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'order', type: 'relationship', relationTo: 'orders', admin: { position: 'sidebar' } },
    { name: 'paymentIntentId', label: 'Payment reference', type: 'text', index: true, admin: { position: 'sidebar' } },
    {
      name: 'lines',
      type: 'array',
      admin: { description: 'The copies taken out of stock for this session, at the prices it charged.' },
      fields: [
        // Not required, as in an order's lines: a book deleted later leaves the record's line (sku, title).
        { name: 'book', type: 'relationship', relationTo: 'books' },
        { name: 'sku', type: 'text', required: true },
        { name: 'title', type: 'text', required: true },
        moneyField('unitPrice', 'Unit price'),
        { name: 'qty', type: 'number', required: true, min: 1 },
      ],
    },
    {
      type: 'row',
      fields: [
        moneyField('itemTotal', 'Items'),
        moneyField('shippingTotal', 'Shipping'),
        moneyField('taxTotal', 'Tax'),
        moneyField('total', 'Total'),
      ],
    },
    { name: 'shippingMethodHandle', label: 'Shipping method', type: 'text' },
    { name: 'email', type: 'email' },
    addressField(),
    { name: 'note', type: 'textarea' },
  ],
}
