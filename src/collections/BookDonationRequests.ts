import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isFulfilment } from '../access/isFulfilment'
import { isStaff } from '../access/isStaff'

/** Offers of books from the footer form. Stored before any email is sent, so none is lost. */
export const BookDonationRequests: CollectionConfig = {
  slug: 'book-donation-requests',
  labels: { singular: 'Book donation offer', plural: 'Book donation offers' },
  admin: {
    group: 'Donations',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'institution', 'answered', 'emailStatus', 'createdAt'],
    listSearchableFields: ['name', 'email', 'institution'],
    description:
      'People offering to donate books. "Email status" shows whether the offer reached the organisation inbox.',
  },
  access: { read: isStaff, create: isFulfilment, update: isFulfilment, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'institution', type: 'text', required: true },
    { name: 'materials', type: 'textarea' },
    { name: 'subscribe', label: 'Asked to join the mailing list', type: 'checkbox', defaultValue: false },
    {
      // The dashboard's "offers not yet answered" (issue 33 item 3) counts the offers without this tick.
      name: 'answered',
      label: 'Answered',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Tick once someone has replied to the person offering the books.' },
    },
    {
      name: 'emailStatus',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [
        { label: 'Not sent yet', value: 'pending' },
        { label: 'Sent', value: 'sent' },
        { label: 'Failed', value: 'failed' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'emailAttempts', type: 'number', defaultValue: 0, admin: { position: 'sidebar', readOnly: true } },
    { name: 'lastEmailError', type: 'text', admin: { position: 'sidebar', readOnly: true } },
  ],
}
