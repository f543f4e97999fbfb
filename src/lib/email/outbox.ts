import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { defaultFromAddress, type EmailMessage, type SendResult } from './types'

type Env = Record<string, string | undefined>

export const outboxDir = (env: Env = process.env) =>
  path.resolve(env.EMAIL_OUTBOX_DIR || path.join(env.DATA_DIR || 'data', 'outbox'))

/**
 * No mail service configured: the message is kept as a JSON file under data/outbox and, when a
 * Payload instance is at hand, in the email-outbox collection so staff can read it in the admin.
 */
export async function writeToOutbox(
  message: EmailMessage,
  payload?: Payload,
  env: Env = process.env,
): Promise<SendResult> {
  const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}`
  const dir = outboxDir(env)
  const file = path.join(dir, `${id}.json`)
  const record = { id, from: message.from || defaultFromAddress(env), ...message, createdAt: new Date().toISOString() }
  await fs.mkdir(dir, { recursive: true })
  // Written whole, then renamed into place: whoever reads the folder (staff, tests) never sees half a message.
  const partial = `${file}.partial`
  await fs.writeFile(partial, JSON.stringify(record, null, 2))
  await fs.rename(partial, file)
  if (payload) {
    await payload.create({
      collection: 'email-outbox',
      data: {
        to: message.to.join(', '),
        subject: message.subject,
        html: message.html,
        text: message.text ?? null,
        templateId: message.templateId ?? null,
        dynamicTemplateData: message.dynamicTemplateData ?? null,
        file,
      },
    })
  }
  console.info(
    `[email] No SENDGRID_API_KEY or SMTP_URL: "${message.subject}" to ${message.to.join(', ')} written to ${file}`,
  )
  return { transport: 'outbox', messageId: id, location: file }
}
