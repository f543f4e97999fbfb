import type { TaskConfig } from 'payload'

import { EMAIL_RETRIES } from '../email/retry'
import { EMAIL_QUEUE } from '../email/queue'
import { attemptBookDonationEmail, BOOK_DONATION_EMAIL_TASK } from './bookDonations'

/**
 * Retries a book donation offer's copy to the organisation inbox that could not be sent; Payload's queue backs
 * off between tries. (The donor's confirmation is a plain queued message: src/lib/email/retry.ts.)
 */
export const sendBookDonationEmailTask: TaskConfig<{ input: { requestId: string }; output: { sent: boolean } }> = {
  slug: BOOK_DONATION_EMAIL_TASK,
  label: 'Send a book donation offer to the organisation',
  inputSchema: [{ name: 'requestId', type: 'text', required: true }],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  retries: EMAIL_RETRIES,
  handler: async ({ input, req }) => {
    const sent = await attemptBookDonationEmail(req.payload, input.requestId)
    if (!sent) throw new Error(`Book donation ${input.requestId}: email not sent yet`)
    return { output: { sent } }
  },
}

export { EMAIL_QUEUE }
