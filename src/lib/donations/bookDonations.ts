import type { Payload } from 'payload'

import { sendEmail } from '../email'
import { EMAIL_QUEUE } from '../email/queue'
import { sendOrQueue } from '../email/retry'
import { signupConfirmationLink } from '../mailingList/subscribers'
import type { BookDonationRequest } from '../../payload-types'
import { donorConfirmation, organisationCopy } from './bookDonationEmails'
import type { SendRequest } from './bookDonationSchema'

export const BOOK_DONATION_EMAIL_TASK = 'sendBookDonationEmail'

/**
 * One delivery attempt of a stored offer's copy to the organisation inbox; records the outcome on the offer
 * (its email status). Returns true when sent. Used for the first attempt and by the retry task.
 */
export async function attemptBookDonationEmail(payload: Payload, id: number | string): Promise<boolean> {
  const request = (await payload.findByID({
    collection: 'book-donation-requests',
    id,
    depth: 0,
  })) as BookDonationRequest
  if (request.emailStatus === 'sent') return true
  const attempts = (request.emailAttempts ?? 0) + 1
  try {
    await sendEmail(organisationCopy(request), { payload })
    await payload.update({
      collection: 'book-donation-requests',
      id,
      data: { emailStatus: 'sent', emailAttempts: attempts, lastEmailError: null },
    })
    return true
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    payload.logger.warn(`Book donation ${id}: email attempt ${attempts} failed: ${message}`)
    await payload.update({
      collection: 'book-donation-requests',
      id,
      data: { emailStatus: 'failed', emailAttempts: attempts, lastEmailError: message.slice(0, 500) },
    })
    return false
  }
}

export type SubmitBookDonationResult = { id: number | string; emailStatus: 'sent' | 'failed' }

/**
 * POST /api/send: validate, store the offer first (nothing is lost when mail is down), then send its copy to
 * the organisation (retried by its own job while mail is down, the offer still counts as received) and the
 * donor's confirmation (queued for retry likewise). A donor who ticked “subscribe” is not on the list yet:
 * the confirmation carries the link that adds them.
 */
export async function submitBookDonation(payload: Payload, request: SendRequest): Promise<SubmitBookDonationResult> {
  const { dynamicTemplateData: form, subscribe } = request
  const stored = await payload.create({
    collection: 'book-donation-requests',
    data: { ...form, subscribe, emailStatus: 'pending', emailAttempts: 0 },
  })
  const sent = await attemptBookDonationEmail(payload, stored.id)
  if (!sent) {
    await payload.jobs.queue({
      task: BOOK_DONATION_EMAIL_TASK,
      input: { requestId: String(stored.id) },
      queue: EMAIL_QUEUE,
    })
  }
  const subscribeLink = subscribe
    ? signupConfirmationLink({ email: form.email, name: form.name, source: 'book-donation-form' })
    : null
  await sendOrQueue(payload, donorConfirmation(form, subscribeLink))
  return { id: stored.id, emailStatus: sent ? 'sent' : 'failed' }
}
