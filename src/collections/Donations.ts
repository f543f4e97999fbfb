import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isFulfilment } from '../access/isFulfilment'
import { isStaff } from '../access/isStaff'
import { nobodyField } from '../access/nobodyField'
import { donationsCsvEndpoint } from '../lib/donations/exportEndpoint'
import { donationsReportCsvEndpoint } from '../lib/donations/reportEndpoint'
import { sendGivingStatementEndpoint } from '../lib/donations/statementEndpoint'

const DONATION_INTERVALS = [
  { label: 'One-time', value: 'single' },
  { label: 'Monthly', value: 'monthly' },
  { label: 'Annual', value: 'annual' },
]
const DONATION_STATUSES = [
  { label: 'Pending', value: 'pending' },
  { label: 'Completed', value: 'completed' },
  { label: 'Active (recurring)', value: 'active' },
  { label: 'Cancelled', value: 'cancelled' },
  { label: 'Failed', value: 'failed' },
  { label: 'Refunded', value: 'refunded' },
]

/**
 * What Stripe recorded (amount, status, references, dates) is written only by the server (the webhook, the
 * local test checkout): a hand edit would make the totals, receipts and statements disagree with the money
 * that moved. Staff correct a donor's name or email; a wrong amount is a refund in Stripe.
 */
const RECORDED = { update: nobodyField }

/** Money donations, recorded from Stripe's signed webhooks (or the local test checkout). */
export const Donations: CollectionConfig = {
  slug: 'donations',
  labels: { singular: 'Donation', plural: 'Donations' },
  admin: {
    group: 'Donations',
    useAsTitle: 'donorEmail',
    defaultColumns: ['donorName', 'donorEmail', 'amount', 'interval', 'status', 'createdAt'],
    listSearchableFields: ['donorEmail', 'donorName', 'stripeCheckoutSessionId', 'stripeSubscriptionId'],
    description: 'Card donations, recorded from Stripe: amounts and statuses cannot be changed here (a wrong amount is refunded in Stripe). Recurring donations stay Active until the donor cancels.',
    components: { beforeList: ['/components/saved-views/SavedViews#SavedViewsAboveList', '/components/donations/admin/DonationTotals#DonationTotals'] },
  },
  endpoints: [donationsCsvEndpoint, donationsReportCsvEndpoint, sendGivingStatementEndpoint],
  access: { read: isStaff, create: isFulfilment, update: isFulfilment, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'amount',
      label: 'Amount (USD)',
      type: 'number',
      required: true,
      min: 1,
      access: RECORDED,
      admin: { components: { Cell: '/components/admin-fields/DollarsCell#DollarsCell' } },
    },
    { name: 'currency', type: 'text', required: true, defaultValue: 'USD', access: RECORDED },
    {
      name: 'interval',
      type: 'select',
      required: true,
      index: true,
      access: RECORDED,
      options: DONATION_INTERVALS,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending',
      access: RECORDED,
      options: DONATION_STATUSES,
    },
    { name: 'donorEmail', type: 'email', index: true },
    { name: 'donorName', type: 'text' },
    {
      name: 'testMode',
      label: 'Test donation (no real money)',
      type: 'checkbox',
      defaultValue: false,
      access: RECORDED,
      admin: { position: 'sidebar' },
    },
    { name: 'stripeCheckoutSessionId', label: 'Stripe checkout reference', type: 'text', unique: true, index: true, access: RECORDED },
    { name: 'stripeSubscriptionId', label: 'Stripe subscription reference', type: 'text', index: true, access: RECORDED },
    { name: 'stripeCustomerId', label: 'Stripe customer reference', type: 'text', access: RECORDED },
    {
      name: 'stripeInvoiceId',
      label: 'Stripe invoice reference',
      type: 'text',
      unique: true,
      index: true,
      access: RECORDED,
      admin: { description: 'Set on renewal payments of a recurring donation.' },
    },
    {
      name: 'stripePaymentIntentId',
      label: 'Stripe payment reference',
      type: 'text',
      index: true,
      access: RECORDED,
      admin: { description: 'The payment (Stripe payment intent): how a refund in Stripe finds its donation.' },
    },
    { name: 'completedAt', label: 'Date completed', type: 'date', access: RECORDED },
    { name: 'cancelledAt', label: 'Date cancelled', type: 'date', access: RECORDED },
    { name: 'refundedAt', label: 'Date refunded', type: 'date', access: RECORDED },
    {
      name: 'receiptQueuedAt',
      label: 'Receipt sent',
      type: 'date',
      access: RECORDED,
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
