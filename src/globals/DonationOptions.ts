import type { GlobalConfig } from 'payload'

import { revalidateDonationOptions } from '../lib/donations/revalidate'
import { editorialGlobalDefaults } from './editorial'

/** SPEC §3 "Donation option set (stripeDonations)". */
export const DonationOptions: GlobalConfig = {
  slug: 'donation-options',
  label: 'Donation options',
  admin: { group: 'Donations', description: 'Intervals and amounts offered by the donation widget. The first interval is the default.' },
  ...editorialGlobalDefaults,
  hooks: { afterChange: [revalidateDonationOptions] },
  fields: [
    {
      name: 'stripeDonations',
      label: 'Intervals',
      type: 'array',
      fields: [
        {
          name: 'intervalName',
          label: 'Interval',
          type: 'select',
          required: true,
          options: [
            { label: 'Monthly', value: 'monthly' },
            { label: 'Single (one-time)', value: 'single' },
            { label: 'Annual', value: 'annual' },
          ],
        },
        {
          name: 'oneTimePayment',
          label: 'One-time payment',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Tick for a single payment; leave empty for a recurring subscription.' },
        },
        {
          name: 'availableAmounts',
          type: 'array',
          dbName: 'amounts',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'amount', label: 'Amount (USD)', type: 'number', min: 1 },
                {
                  name: 'openAmount',
                  label: 'Custom amount',
                  type: 'checkbox',
                  defaultValue: false,
                  admin: { description: 'Lets the donor type an amount.' },
                },
                {
                  name: 'stripeApiIdOptional',
                  label: 'Stripe price ID (optional)',
                  type: 'text',
                  admin: { description: 'Use an existing Stripe price, e.g. price_123.' },
                },
              ],
            },
            {
              name: 'amountDescription',
              label: 'What this amount does',
              type: 'richText',
              admin: {
                description: 'Shown under the Donate button and beside the form on /support, e.g. "Sends 5 books to a library."',
              },
            },
          ],
        },
      ],
    },
  ],
}
