import type { PayloadRequest } from 'payload'

import { afterCommit } from '../db/afterCommit'
import type { EmailMessage } from '../email'
import { emailBody } from '../email/paragraphs'
import { EMAIL_QUEUE } from '../email/queue'
import { SEND_EMAIL_TASK } from '../email/retry'

/**
 * The emails of a monthly or annual gift's self-service (issue 32 item 2): the manage link a donor asks for on
 * /support, and the thank-you when a gift is cancelled. The texts are constants for now (not yet editable in
 * the admin).
 */

type Gift = { amount: number; interval: string; donorName?: string | null }

const INTERVAL_WORDS: Record<string, string> = { monthly: 'monthly', annual: 'annual' }

/** '$25 monthly gift', the words a donor knows their gift by. */
function giftWords(gift: Gift): string {
  const interval = INTERVAL_WORDS[gift.interval]
  return `$${gift.amount.toLocaleString('en-US')} ${interval ? `${interval} ` : ''}gift`
}

const greeting = (gift: Gift) => (gift.donorName?.trim() ? `Hello ${gift.donorName.trim()},` : 'Hello,')

export function manageLinkEmail(to: string, gifts: { gift: Gift; url: string }[]): EmailMessage {
  return {
    to: [to],
    subject: 'Manage your gift to A.R.T.',
    ...emailBody([
      greeting(gifts[0]?.gift ?? { amount: 0, interval: '' }),
      'You asked for a link to manage your recurring gift to A.R.T. With it you can change the amount or the card, or cancel the gift. The link works for 30 days.',
      ...gifts.map(({ gift, url }) => ({ href: url, label: `Manage your ${giftWords(gift)}` })),
      'If you did not ask for this link, you can ignore this email: nothing changes.',
      'A.R.T.',
    ]),
  }
}

export function cancellationThanksEmail(to: string, gift: Gift): EmailMessage {
  return {
    to: [to],
    subject: 'Your gift to A.R.T. is cancelled — thank you',
    ...emailBody([
      greeting(gift),
      `Your ${giftWords(gift)} to A.R.T. is cancelled: no further payment will be taken.`,
      'Thank you for the support you have given. Every gift has put books in the hands of readers, and you are welcome back any time.',
      'A.R.T.',
    ]),
  }
}

/**
 * Queues the message as a job in the transaction of `req` (so it exists exactly when the change it reports was
 * saved), then sends it once that transaction has committed; a failed send stays queued for the email runner.
 */
export async function queueEmailInTransaction(req: PayloadRequest, label: string, message: EmailMessage): Promise<void> {
  const job = await req.payload.jobs.queue({ task: SEND_EMAIL_TASK, input: { message }, queue: EMAIL_QUEUE, req })
  await afterCommit(req, label, () => req.payload.jobs.runByID({ id: job.id }))
}
