import type { Field, GlobalConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { RECEIPT_DEFAULTS, type ReceiptSettings } from '../lib/donations/receipt'

const PLACEHOLDERS = 'Placeholders: {name} (the donor), {organisation} (the legal name), {amount}.'
const STATEMENT_PLACEHOLDERS = 'Placeholders: {name}, {organisation}, {year}.'

const text = (
  name: keyof ReceiptSettings,
  label: string,
  options: { long?: boolean; description?: string } = {},
): Field => {
  const common = {
    name,
    label,
    required: true,
    // A function, so the default is Payload's and not a column default: drizzle cannot read back a column
    // default with a line break, and every schema check would then want to rebuild the table.
    defaultValue: () => RECEIPT_DEFAULTS[name],
    admin: options.description ? { description: options.description } : undefined,
  }
  return options.long ? { ...common, type: 'textarea' } : { ...common, type: 'text' }
}

/**
 * The organisation's details and the words of the donation receipt and the yearly giving statement (issue 32).
 * The defaults (src/lib/donations/receipt.ts) make a fresh site send a complete receipt; the EIN and address
 * are demo values to replace. The preview renders the receipt as it would be sent, from the values on screen.
 */
export const DonorReceipts: GlobalConfig = {
  slug: 'donor-receipts',
  label: 'Donor receipts',
  admin: {
    group: 'Donations',
    description: 'What every donor receives by email after a gift, and in January for the year before.',
  },
  access: { read: isStaff, update: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        text('legalName', 'Legal name'),
        text('ein', 'EIN', { description: 'The federal Employer Identification Number, e.g. 12-3456789.' }),
      ],
    },
    text('address', 'Address', { long: true }),
    text('receiptSubject', 'Receipt subject', { description: PLACEHOLDERS }),
    text('receiptOpening', 'Receipt opening', { long: true, description: PLACEHOLDERS }),
    text('noGoodsOrServicesStatement', 'No goods or services statement', {
      long: true,
      description: 'Required by the IRS on acknowledgments (Publication 1771).',
    }),
    text('receiptClosing', 'Closing and signature', { long: true, description: PLACEHOLDERS }),
    text('statementSubject', 'Yearly statement subject', { description: STATEMENT_PLACEHOLDERS }),
    text('statementOpening', 'Yearly statement opening', { long: true, description: STATEMENT_PLACEHOLDERS }),
    {
      name: 'preview',
      type: 'ui',
      admin: { components: { Field: '/components/donations/admin/ReceiptPreview#ReceiptPreview' } },
    },
  ],
}
