import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isFulfilment } from '../access/isFulfilment'
import { isStaff } from '../access/isStaff'

/**
 * People who signed up on a site form and then confirmed from the emailed link (double opt-in); staff add them
 * to the mailing list service.
 */
export const MailingListSubscribers: CollectionConfig = {
  slug: 'mailing-list-subscribers',
  labels: { singular: 'Mailing list subscriber', plural: 'Mailing list subscribers' },
  admin: {
    group: 'Donations',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'source', 'createdAt'],
    listSearchableFields: ['email', 'name'],
  },
  access: { read: isStaff, create: isFulfilment, update: isFulfilment, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'name', type: 'text' },
    { name: 'source', type: 'text', admin: { description: 'The form the address came from.' } },
  ],
}
