import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { createsOwnThroughSite } from '../access/createsOwnThroughSite'
import { isAdmin } from '../access/isAdmin'
import { nobodyField } from '../access/nobodyField'
import { ownThroughSiteOrFulfilment } from '../access/ownThroughSiteOrFulfilment'
import { ownThroughSiteOrStaff } from '../access/ownThroughSiteOrStaff'
import { isLibraryAccount } from '../access/roles'
import { relationId } from '../lib/content/populated'
import { openWaitKey } from '../lib/commerce/waiting-list/rules'

/**
 * A library joins now (it cannot date its own wait); the seed and tests may give an earlier date. The open key
 * is set while the wait is open and cleared when it ends: its unique index allows one open wait per account and
 * book, whichever request or instance joins (ended waits keep their history).
 */
const stampWait: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation === 'create' && (isLibraryAccount(req.user) || !data.joinedAt)) data.joinedAt = new Date().toISOString()
  const account = relationId(data.account ?? originalDoc?.account)
  const book = relationId(data.book ?? originalDoc?.book)
  const ended = data.endedAt ?? originalDoc?.endedAt
  data.openKey = ended || account === null || book === null ? null : openWaitKey(account, book)
  return data
}

/** Issue 30 item 4: libraries waiting for an out-of-stock Library Program book; staff read them as demand. */
export const WaitingListEntries: CollectionConfig = {
  slug: 'waiting-list-entries',
  labels: { singular: 'Waiting list entry', plural: 'Waiting list' },
  admin: {
    group: 'Library Program',
    defaultColumns: ['book', 'account', 'joinedAt', 'notifiedAt', 'endedBecause'],
    description:
      'Libraries that asked to be told when an out-of-stock book is back. A wait is open until the library orders the book, leaves the list, or the period in the Program policy has passed since it joined. Each open wait gets one email per restock.',
    pagination: { defaultLimit: 50 },
  },
  access: {
    read: ownThroughSiteOrStaff,
    create: createsOwnThroughSite,
    update: ownThroughSiteOrFulfilment,
    delete: isAdmin,
  },
  defaultSort: '-joinedAt',
  hooks: { beforeChange: [stampWait] },
  fields: [
    {
      name: 'book',
      type: 'relationship',
      relationTo: 'books',
      required: true,
      index: true,
      access: { update: nobodyField },
      filterOptions: { productTypeHandle: { equals: 'libraryProgram' } },
    },
    {
      name: 'account',
      label: 'Library',
      type: 'relationship',
      relationTo: 'accounts',
      required: true,
      index: true,
      access: { update: nobodyField },
    },
    {
      name: 'joinedAt',
      label: 'Waiting since',
      type: 'date',
      index: true,
      access: { update: nobodyField },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'notifiedAt',
          label: 'Last told it is back',
          type: 'date',
          access: { create: nobodyField, update: nobodyField },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'notifiedFor',
          label: 'Restock told of',
          type: 'text',
          access: { create: nobodyField, update: nobodyField },
          admin: { readOnly: true, description: 'Which restock of the book the last email was about.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'endedAt', label: 'Ended', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'endedBecause',
          label: 'Ended because',
          type: 'select',
          options: [
            { label: 'The library ordered the book', value: 'ordered' },
            { label: 'The waiting period ran out', value: 'expired' },
            { label: 'The library left the list', value: 'left' },
          ],
          admin: { description: 'Empty while the library is waiting.' },
        },
      ],
    },
    {
      name: 'openKey',
      type: 'text',
      unique: true,
      access: { create: nobodyField, update: nobodyField },
      admin: { hidden: true },
    },
  ],
}
