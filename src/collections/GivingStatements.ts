import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { nobody } from '../access/nobody'

/**
 * One row per donor and year whose January giving statement was sent (issue 32 item 3). The unique `key`
 * (year and lower-cased email) is what makes the yearly job send one statement per donor, however many
 * runners run it and however often it reruns. Written only by the server.
 */
export const GivingStatements: CollectionConfig = {
  slug: 'giving-statements',
  labels: { singular: 'Giving statement', plural: 'Giving statements' },
  admin: {
    group: 'Donations',
    useAsTitle: 'key',
    defaultColumns: ['donorEmail', 'year', 'createdAt'],
    description: 'Yearly giving statements sent in January, one per donor and year.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'donorEmail', type: 'email', required: true, index: true, admin: { readOnly: true } },
    { name: 'year', type: 'number', required: true, index: true, admin: { readOnly: true } },
  ],
}
