import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { nobody } from '../access/nobody'

/**
 * Every Stripe event id the webhook has taken, under a unique index: a redelivered or concurrent
 * duplicate event cannot be processed twice. Written only by the server (signature-checked webhook).
 */
export const StripeEvents: CollectionConfig = {
  slug: 'stripe-events',
  labels: { singular: 'Stripe event', plural: 'Stripe events' },
  admin: {
    group: 'Donations',
    useAsTitle: 'eventId',
    defaultColumns: ['eventId', 'type', 'status', 'handledBy', 'createdAt'],
    description: 'Payment events received from Stripe (or the local test checkout).',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, index: true },
    { name: 'type', type: 'text', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'processing',
      options: [
        { label: 'Being processed', value: 'processing' },
        { label: 'Processed', value: 'processed' },
        { label: 'Ignored', value: 'ignored' },
      ],
    },
    { name: 'handledBy', type: 'text' },
    { name: 'livemode', label: 'Real payment (not a Stripe test)', type: 'checkbox', defaultValue: false },
    { name: 'processedAt', type: 'date' },
  ],
}
