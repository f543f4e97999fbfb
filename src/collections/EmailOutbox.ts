import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { nobody } from '../access/nobody'

/** Emails kept locally because no mail service (SendGrid or SMTP) is configured. */
export const EmailOutbox: CollectionConfig = {
  slug: 'email-outbox',
  labels: { singular: 'Outbox email', plural: 'Email outbox' },
  admin: {
    group: 'Settings',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'createdAt'],
    listSearchableFields: ['subject', 'to'],
    description:
      'With no SENDGRID_API_KEY or SMTP_URL set, emails are not sent: they are kept here (and in data/outbox) for reading.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'html', type: 'code', admin: { language: 'html' } },
    { name: 'text', type: 'textarea' },
    { name: 'templateId', type: 'text' },
    { name: 'dynamicTemplateData', type: 'json' },
    { name: 'file', type: 'text', admin: { description: 'Copy on disk.' } },
  ],
}
