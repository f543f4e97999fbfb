'use server'

import { headers } from 'next/headers'

import { formFields, keptValues, type FormState } from '../forms/formState'
import { describeZodError } from '../http/errors'
import { getPayloadClient } from '../payload'
import { clientKey } from '../ratelimit'
import { bookDonationFormSchema, sendRequestBody } from './bookDonationSchema'
import { submitBookDonation } from './bookDonations'
import { bookDonationLimiter } from './sendLimiter'

const SENT_FIELDS = ['name', 'email', 'institution', 'materials', 'subscribe'] as const

/**
 * The footer's book-donation form (SPEC §3/§5/§8), a server action: the form's zod schema checks it (a message
 * per field, the form shown again), then the offer is stored and confirmed as POST /api/send does. 'failure'
 * without field messages is SPEC §8's failure text. Recipients and template are decided here, never sent.
 */
export async function offerBooks(previous: FormState, formData: FormData): Promise<FormState> {
  const answer = (previous.answer ?? 0) + 1
  const fields = formFields(formData, { flags: ['subscribe'] })
  const parsed = bookDonationFormSchema.safeParse(fields)
  if (!parsed.success) {
    return { status: 'failure', fields: describeZodError(parsed.error).fields, values: keptValues(fields, SENT_FIELDS), answer }
  }
  const { allowed } = await bookDonationLimiter.take(clientKey(await headers()))
  if (!allowed) return { status: 'failure', answer }
  const payload = await getPayloadClient()
  try {
    const body = sendRequestBody(
      parsed.data,
      process.env.ORG_INBOX_EMAIL || 'info@art.example.org',
      process.env.SENDGRID_BOOK_DONATION_TEMPLATE_ID || '',
    )
    await submitBookDonation(payload, body)
    return { status: 'success', answer }
  } catch (error) {
    // The database or mail being down reads the same to the donor: SPEC §8's 'reload and try again'.
    payload.logger.error({ err: error }, 'Could not store a book donation offer')
    return { status: 'failure', answer }
  }
}
