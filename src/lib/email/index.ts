import type { Payload } from 'payload'

import { writeToOutbox } from './outbox'
import { sendWithSendGrid } from './sendgrid'
import { sendWithSmtp } from './smtp'
import { emailTransport, type EmailMessage, type SendResult } from './types'

export {  orgInboxEmail, type EmailMessage, type SendResult } from './types'

/**
 * Sends one email through the configured transport: SendGrid (SENDGRID_API_KEY), else SMTP
 * (SMTP_URL), else the local outbox. Throws when the transport fails, so callers can retry.
 */
export async function sendEmail(message: EmailMessage, options: { payload?: Payload } = {}): Promise<SendResult> {
  if (message.to.length === 0) throw new Error('An email needs at least one recipient')
  switch (emailTransport()) {
    case 'sendgrid':
      return sendWithSendGrid(message)
    case 'smtp':
      return sendWithSmtp(message)
    case 'outbox':
      return writeToOutbox(message, options.payload)
  }
}
