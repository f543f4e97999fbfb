import type { CollectionConfig, Field } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isFulfilment } from '../access/isFulfilment'
import { isStaff } from '../access/isStaff'
import { hasRole } from '../access/roles'
import { nobodyField } from '../access/nobodyField'
import { addressField } from '../fields/address'
import { cartTypeField } from '../fields/cartType'
import { ordersCsvEndpoint } from '../lib/commerce/orders/exportEndpoint'
import { impactReportCsvEndpoint } from '../lib/commerce/orders/impactReportEndpoint'
import {
  denormaliseLibraryAndState,
  emailWhenShipped,
  enforceStatusChange,
  recordShortNumber,
  refreshShipmentsWhenCounted,
} from '../lib/commerce/orders/orderHooks'
import { packingSlipEndpoints } from '../lib/commerce/orders/packingSlipEndpoints'
import { endWaitsWhenOrdered } from '../lib/commerce/waiting-list/orderHook'
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../lib/commerce/orders/statusTransitions'


const PAYMENT_STATUSES = ['unpaid', 'paid', 'free', 'refunded', 'failed'] as const

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

const MONEY_CELL = '/components/orders-admin/MoneyCell#MoneyCell'
const MONEY_FIELD = '/components/orders-admin/MoneyField#MoneyField'

/**
 * What an order recorded when it was made (number, lines, amounts, payment) is changed afterwards only by the
 * server: a line edited by hand would put the wrong number of books back in stock on cancellation, and amounts
 * and payment come from the cart and Stripe. Staff handle the rest: status, tracking, the note, and the
 * email and address when a buyer asks.
 */
const RECORDED = { update: nobodyField }

/**
 * Bulk edit writes one value to every selected order: fine for a status, wrong for what belongs to one buyer
 * (email, address, tracking number, note) or is copied from the account and address on save (library, state).
 * Payload's bulk edit offers only fields staff may update, so the recorded fields are left out already.
 */
const ONE_ORDER_ONLY = { disableBulkEdit: true }

/** An amount in cents, shown in dollars in the admin (list cell and edit view). */
const moneyField = (name: string, label: string): Field => ({
  name,
  label,
  type: 'number',
  defaultValue: 0,
  access: RECORDED,
  admin: { components: { Cell: MONEY_CELL, Field: MONEY_FIELD } },
})

/** Completed carts. Line items are snapshots so later edits to a book never rewrite history. */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Order', plural: 'Orders' },
  admin: {
    group: 'Orders',
    useAsTitle: 'shortNumber',
    defaultColumns: ['shortNumber', 'type', 'library', 'state', 'totalQty', 'status', 'paymentStatus', 'dateOrdered'],
    listSearchableFields: ['shortNumber', 'number', 'email', 'library'],
    pagination: { defaultLimit: 25, limits: [25, 50, 100] },
    description: 'Library Program and press orders. Change the status as the order is packed and shipped.',
    components: {
      beforeList: ['/components/saved-views/SavedViews#SavedViewsAboveList'],
      beforeListTable: ['/components/orders-admin/OrdersListActions#OrdersListActions'],
    },
  },
  access: { read: isStaff, create: isFulfilment, update: isFulfilment, delete: isAdmin },
  defaultSort: '-dateOrdered',
  endpoints: [ordersCsvEndpoint, impactReportCsvEndpoint, ...packingSlipEndpoints],
  hooks: {
    beforeChange: [denormaliseLibraryAndState, enforceStatusChange],
    afterChange: [recordShortNumber, emailWhenShipped, refreshShipmentsWhenCounted, endWaitsWhenOrdered],
  },
  fields: [
    {
      name: 'summary',
      type: 'ui',
      admin: { components: { Field: '/components/orders-admin/OrderSummary#OrderSummary' } },
    },
    {
      // The number staff and buyers say ("#1024"): shortOrderNumber(id), stored by recordShortNumber so the
      // admin can show it as the order's title, list it, sort and search by it.
      name: 'shortNumber',
      label: 'Order',
      type: 'text',
      unique: true,
      index: true,
      access: RECORDED,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'number',
      label: 'Reference',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: RECORDED,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'The order\u2019s private reference, in the link the buyer gets by email.',
      },
    },
    {
      ...cartTypeField,
      access: RECORDED,
      options: [
        { label: 'Library Program', value: 'library' },
        { label: 'Press', value: 'press' },
      ],
    } as Field,
    {
      name: 'links',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/components/orders-admin/OrderLinks#OrderLinks' } },
    },
    { name: 'email', type: 'email', required: true, index: true, admin: ONE_ORDER_ONLY },
    { name: 'account', type: 'relationship', relationTo: 'accounts', index: true, access: RECORDED },
    {
      name: 'library',
      type: 'text',
      index: true,
      admin: { ...ONE_ORDER_ONLY, readOnly: true, description: 'The account\u2019s library, copied when the order is saved.' },
    },
    {
      name: 'state',
      type: 'text',
      index: true,
      admin: { ...ONE_ORDER_ONLY, readOnly: true, description: 'The shipping address\u2019s state, copied when the order is saved.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ORDER_STATUSES.map((value) => ({ label: ORDER_STATUS_LABELS[value], value })),
      admin: {
        position: 'sidebar',
        components: { Cell: '/components/orders-admin/StatusStepCell#StatusStepCell' },
        description:
          'Pending → Processing → Shipped → Completed. Shipped emails the buyer and puts a library on the public map. Cancelled before shipping returns the books to stock; cancelling a shipped order (a mistake, a refund) returns nothing and takes it off the map and the figures.',
      },
    },
    {
      name: 'paymentStatus',
      type: 'select',
      required: true,
      defaultValue: 'unpaid',
      options: PAYMENT_STATUSES.map((value) => ({ label: capitalise(value), value })),
      access: RECORDED,
      admin: { position: 'sidebar', description: 'Set by checkout and by Stripe (payments, refunds).' },
    },
    { name: 'dateOrdered', type: 'date', index: true, access: RECORDED, admin: { position: 'sidebar' } },
    {
      name: 'shippedAt',
      label: 'Date shipped',
      type: 'date',
      index: true,
      access: RECORDED,
      admin: { position: 'sidebar', readOnly: true, description: 'Recorded when the status changes to Shipped.' },
    },
    {
      name: 'peopleServed',
      label: 'People served (when shipped)',
      type: 'number',
      access: RECORDED,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'The library’s “People served” when this order shipped: the impact figures count it from the first.',
      },
    },
    {
      // The summary at the top shows these; the recorded values stay here for the rare question it leaves open.
      type: 'collapsible',
      label: 'Lines and totals as recorded',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'lineItems',
          type: 'array',
          access: RECORDED,
          admin: { description: 'What was ordered, as it was at the time of the order.' },
          fields: [
            { name: 'book', type: 'relationship', relationTo: 'books' },
            { name: 'title', type: 'text', required: true },
            { name: 'sku', type: 'text', required: true },
            moneyField('unitPrice', 'Unit price'),
            { name: 'qty', type: 'number', required: true, min: 1 },
            moneyField('subtotal', 'Subtotal'),
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'totalQty', label: 'Books', type: 'number', defaultValue: 0, access: RECORDED },
            moneyField('itemTotal', 'Items'),
            moneyField('shippingTotal', 'Shipping'),
            moneyField('taxTotal', 'Tax'),
            moneyField('total', 'Total'),
          ],
        },
      ],
    },
    {
      // A code ('freeShipping'): the summary names the method as staff named it.
      name: 'shippingMethodHandle',
      label: 'Shipping method',
      type: 'text',
      access: RECORDED,
      admin: { hidden: true },
    },
    { ...addressField(), admin: ONE_ORDER_ONLY } as Field,
    { name: 'note', type: 'textarea', admin: ONE_ORDER_ONLY },
    {
      name: 'trackingNumber',
      type: 'text',
      admin: { ...ONE_ORDER_ONLY, description: 'Included in the shipped email when filled.' },
    },
    {
      name: 'stockReturned',
      type: 'checkbox',
      defaultValue: false,
      access: RECORDED,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Set once a cancelled order has put its books back in stock.',
      },
    },
    {
      type: 'collapsible',
      label: 'Technical details',
      admin: {
        initCollapsed: true,
        description: 'What the checkout and Stripe recorded, for finding this order in their logs.',
        condition: (_data, _siblingData, { user }) => hasRole(user, 'admin'),
      },
      fields: [
        {
          // One order per cart checkout: a double-click, a retried request, a second tab or a replayed webhook
          // finds the order already made under this key instead of making another.
          name: 'idempotencyKey',
          label: 'Checkout key',
          type: 'text',
          unique: true,
          index: true,
          access: RECORDED,
          admin: { readOnly: true, description: 'The checkout this order came from.' },
        },
        {
          name: 'stripe',
          label: 'Card payment (Stripe)',
          type: 'group',
          access: RECORDED,
          fields: [
            { name: 'checkoutSessionId', label: 'Checkout session', type: 'text', index: true },
            { name: 'paymentIntentId', label: 'Payment reference', type: 'text', index: true },
            { name: 'chargeId', label: 'Charge', type: 'text', index: true },
            moneyField('refundedTotal', 'Refunded'),
          ],
        },
      ],
    },
  ],
}
