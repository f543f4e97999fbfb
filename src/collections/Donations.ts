import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isFulfilment } from '../access/isFulfilment'
import { isStaff } from '../access/isStaff'
import { donationsCsvEndpoint } from '../lib/donations/exportEndpoint'
import { sendGivingStatementEndpoint } from '../lib/donations/statementEndpoint'

const DONATION_INTERVALS = ['single', 'monthly', 'annual'] as const
const DONATION_STATUSES = ['pending', 'completed', 'active', 'cancelled', 'failed', 'refunded'] as const

/** Money donations, recorded from Stripe's signed webhooks (or the local test checkout). */
export const Donations: CollectionConfig = {
  slug: 'donations',
  labels: { singular: 'Donation', plural: 'Donations' },
  admin: {
    group: 'Donations',
    useAsTitle: 'donorEmail',
    defaultColumns: ['donorName', 'donorEmail', 'amount', 'interval', 'status', 'createdAt'],
    listSearchableFields: ['donorEmail', 'donorName', 'stripeCheckoutSessionId', 'stripeSubscriptionId'],
    description: 'Card donations. Recurring donations stay "active" until the donor cancels.',
    components: { beforeList: ['/components/donations/admin/DonationTotals#DonationTotals'] },
  },
  endpoints: [donationsCsvEndpoint, sendGivingStatementEndpoint],
  access: { read: isStaff, create: isFulfilment, update: isFulfilment, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'amount', label: 'Amount (USD)', type: 'number', required: true, min: 1 },
    { name: 'currency', type: 'text', required: true, defaultValue: 'USD' },
    {
      name: 'interval',
      type: 'select',
      required: true,
      index: true,
      options: DONATION_INTERVALS.map((value) => ({ label: value, value })),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending',
      options: DONATION_STATUSES.map((value) => ({ label: value, value })),
    },
    { name: 'donorEmail', type: 'email', index: true },
    { name: 'donorName', type: 'text' },
    { name: 'testMode', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'stripeCheckoutSessionId', type: 'text', unique: true, index: true },
    { name: 'stripeSubscriptionId', type: 'text', index: true },
    { name: 'stripeCustomerId', type: 'text' },
    {
      name: 'stripeInvoiceId',
      type: 'text',
      unique: true,
      index: true,
      admin: { description: 'Set on renewal payments of a recurring donation.' },
    },
    {
      name: 'stripePaymentIntentId',
      type: 'text',
      index: true,
      admin: { description: 'The payment (Stripe payment intent): how a refund in Stripe finds its donation.' },
    },
    { name: 'completedAt', type: 'date' },
    { name: 'cancelledAt', type: 'date' },
    { name: 'refundedAt', type: 'date' },
    {
      name: 'receiptQueuedAt',
      type: 'date',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'When the acknowledgment receipt was queued for the donor; set once, so a payment gets one receipt.',
      },
    },
    {
      name: 'givingStatement',
      type: 'ui',
      admin: { components: { Field: '/components/donations/admin/GivingStatementPreview#GivingStatementPreview' } },
    },
  ],
}
