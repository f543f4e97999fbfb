import type { PayloadEmailAdapter, SendEmailOptions } from 'payload'

import { escapeHtml } from './html'
import { sendOrQueue } from './retry'
import { defaultFromAddress, defaultFromName } from './types'

const addressList = (value: SendEmailOptions['to']): string[] => {
  const list = Array.isArray(value) ? value : value ? [value] : []
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address))
}

const asString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Buffer.isBuffer(value) ? value.toString('utf8') : undefined

const fromOf = (from: SendEmailOptions['from']): string | undefined =>
  typeof from === 'string' ? from : from ? `${from.name ? `"${from.name}" ` : ''}<${from.address}>` : undefined

const inFlight = new Set<Promise<unknown>>()

/** Resolves once every email handed to the adapter so far has been delivered or has failed (for tests). */
export async function settlePayloadEmails(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight])
}

/**
 * Payload's own emails (verification, password reset) go through the site's email module.
 *
 * Payload sends them from inside its open transaction (REST forgot-password, an account created in
 * the admin). Without a mail service the message is also recorded in the email-outbox collection,
 * a write of its own; on SQLite that write queues behind the open transaction's write lock, which
 * is only released after this call returns. So the adapter hands the message on without waiting
 * for it: the delivery starts now and the outbox record lands once Payload has committed.
 * A failed delivery does not fail the user's request: the message is queued and retried (sendOrQueue).
 */
export const siteEmailAdapter: PayloadEmailAdapter = ({ payload }) => ({
  name: 'art-site-email',
  defaultFromAddress: defaultFromAddress(),
  defaultFromName: defaultFromName(),
  sendEmail: async (message) => {
    const text = asString(message.text)
    const delivery = sendOrQueue(payload, {
      to: addressList(message.to),
      subject: message.subject ?? '',
      html: asString(message.html) ?? (text ? `<pre>${escapeHtml(text)}</pre>` : ''),
      text,
      from: fromOf(message.from),
      replyTo: typeof message.replyTo === 'string' ? message.replyTo : undefined,
    })
      .catch((error: unknown) => payload.logger.error({ err: error }, `[email] "${message.subject}" was neither sent nor queued`))
      .finally(() => inFlight.delete(delivery))
    inFlight.add(delivery)
    return { queued: true }
  },
})
