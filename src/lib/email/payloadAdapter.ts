import type { PayloadEmailAdapter, SendEmailOptions } from 'payload'

import { escapeHtml } from './html'
import { sendEmail } from './index'
import { defaultFromAddress, defaultFromName } from './types'

const addressList = (value: SendEmailOptions['to']): string[] => {
  const list = Array.isArray(value) ? value : value ? [value] : []
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address))
}

const asString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Buffer.isBuffer(value) ? value.toString('utf8') : undefined

const fromOf = (from: SendEmailOptions['from']): string | undefined =>
  typeof from === 'string' ? from : from ? `${from.name ? `"${from.name}" ` : ''}<${from.address}>` : undefined

/** Payload's own emails (verification, password reset) go through the site's email module. */
export const siteEmailAdapter: PayloadEmailAdapter = ({ payload }) => ({
  name: 'art-site-email',
  defaultFromAddress: defaultFromAddress(),
  defaultFromName: defaultFromName(),
  sendEmail: async (message) => {
    const text = asString(message.text)
    return sendEmail(
      {
        to: addressList(message.to),
        subject: message.subject ?? '',
        html: asString(message.html) ?? (text ? `<pre>${escapeHtml(text)}</pre>` : ''),
        text,
        from: fromOf(message.from),
        replyTo: typeof message.replyTo === 'string' ? message.replyTo : undefined,
      },
      { payload },
    )
  },
})
