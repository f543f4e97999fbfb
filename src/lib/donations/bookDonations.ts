import type { Payload } from 'payload'

import { orgInboxEmail, sendEmail, type EmailMessage } from '../email'
import { escapeHtml } from '../email/html'
import { recordSubscriber } from '../mailingList/subscribers'
import { withWriteLock } from '../payments/keyedLock'
import type { BookDonationRequest } from '../../payload-types'
import { BOOK_DONATION_SUBJECT, bookDonationText, sendRequestSchema } from './bookDonationSchema'
import { describeZodError } from './checkoutRequestSchema'

export const BOOK_DONATION_EMAIL_TASK = 'sendBookDonationEmail'
export const EMAIL_QUEUE = 'email'

type Env = Record<string, string | undefined>

/** Recipients come from the server only: the donor's own address and the organisation inbox. */
export function bookDonationEmail(
  request: Pick<BookDonationRequest, 'name' | 'email' | 'institution' | 'materials'>,
  env: Env = process.env,
): EmailMessage {
  const fields = {
    name: request.name,
    email: request.email,
    institution: request.institution,
    materials: request.materials ?? '',
  }
  const text = bookDonationText(fields)
  return {
    to: [request.email, orgInboxEmail(env)],
    replyTo: request.email,
    subject: BOOK_DONATION_SUBJECT,
    text,
    html: `<p>Thank you for offering to donate books to A.R.T. We have received:</p><pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(text)}</pre>`,
    templateId: env.SENDGRID_BOOK_DONATION_TEMPLATE_ID || undefined,
    dynamicTemplateData: fields,
  }
}

/**
 * One delivery attempt for a stored request; records the outcome on it. Returns true when sent.
 * Used for the first attempt and by the retry task.
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
    await sendEmail(bookDonationEmail(request), { payload })
    await withWriteLock(() =>
      payload.update({
        collection: 'book-donation-requests',
        id,
        data: { emailStatus: 'sent', emailAttempts: attempts, lastEmailError: null },
      }),
    )
    return true
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    payload.logger.warn(`Book donation ${id}: email attempt ${attempts} failed: ${message}`)
    await withWriteLock(() =>
      payload.update({
        collection: 'book-donation-requests',
        id,
        data: { emailStatus: 'failed', emailAttempts: attempts, lastEmailError: message.slice(0, 500) },
      }),
    )
    return false
  }
}

export type SubmitBookDonationResult =
  | { ok: true; id: number | string; emailStatus: 'sent' | 'failed' }
  | { ok: false; status: 400; error: string; issues: string[] }

/**
 * POST /api/send: validate, store the offer first (nothing is lost when mail is down), then try the
 * confirmation email; a failed send is queued for retry and the offer still counts as received.
 */
export async function submitBookDonation(payload: Payload, body: unknown): Promise<SubmitBookDonationResult> {
  const parsed = sendRequestSchema.safeParse(body)
  if (!parsed.success)
    return { ok: false, status: 400, error: 'Invalid book donation form', issues: describeZodError(parsed.error) }
  const { dynamicTemplateData: form, subscribe } = parsed.data
  const request = await withWriteLock(async () => {
    const created = await payload.create({
      collection: 'book-donation-requests',
      data: { ...form, subscribe, emailStatus: 'pending', emailAttempts: 0 },
    })
    if (subscribe) await recordSubscriber(payload, { email: form.email, name: form.name, source: 'book-donation-form' })
    return created
  })
  const sent = await attemptBookDonationEmail(payload, request.id)
  if (!sent) {
    await withWriteLock(() =>
      payload.jobs.queue({
        task: BOOK_DONATION_EMAIL_TASK,
        input: { requestId: String(request.id) },
        queue: EMAIL_QUEUE,
      }),
    )
  }
  return { ok: true, id: request.id, emailStatus: sent ? 'sent' : 'failed' }
}
