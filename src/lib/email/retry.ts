import type { Payload, TaskConfig } from 'payload'
import { z } from 'zod'

import { EMAIL_QUEUE } from './queue'
import { sendEmail } from './index'
import type { EmailMessage } from './types'

/**
 * How every email task retries (Payload's queue; the long-running server runs the email queue every minute).
 * Payload waits delay × 2^(tries so far) after each failure: 30 s, 1 min, 2 min, … 4 h 16 min, so a mail
 * service that is down for up to ~8 hours still gets every message once it returns.
 */
export const EMAIL_RETRIES = { attempts: 10, backoff: { type: 'exponential' as const, delay: 30_000 } }

/** The waits (ms) Payload's queue leaves after each failed try of a task with these retries, in order. */
export function retryWaits(retries: { attempts: number; backoff: { type: 'exponential' | 'fixed'; delay: number } }): number[] {
  return Array.from({ length: retries.attempts }, (_, tried) =>
    retries.backoff.type === 'exponential' ? 2 ** tried * retries.backoff.delay : retries.backoff.delay,
  )
}

export const SEND_EMAIL_TASK = 'sendEmailMessage'

const messageSchema = z.object({
  to: z.array(z.string()).min(1),
  subject: z.string(),
  html: z.string(),
  text: z.string().optional(),
  replyTo: z.string().optional(),
  from: z.string().optional(),
  templateId: z.string().optional(),
  dynamicTemplateData: z.record(z.string(), z.unknown()).optional(),
})

/**
 * Retries a message whose first delivery failed (verification, password reset, 'already registered', and
 * Payload's own emails). The message itself is the job's input, so the job sends what the user was promised.
 */
export const sendEmailMessageTask: TaskConfig<{ input: { message: EmailMessage }; output: { sent: boolean } }> = {
  slug: SEND_EMAIL_TASK,
  label: 'Send an email that failed',
  inputSchema: [{ name: 'message', type: 'json', required: true }],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  retries: EMAIL_RETRIES,
  handler: async ({ input, req }) => {
    await sendEmail(messageSchema.parse(input.message), { payload: req.payload })
    return { output: { sent: true } }
  },
}

/**
 * Sends now; when the mail service fails, the message is stored as a job and retried with back-off, and the
 * caller goes on (the account, reset or offer that asked for it is already saved). Answers which happened.
 */
export async function sendOrQueue(payload: Payload, message: EmailMessage): Promise<'sent' | 'queued'> {
  try {
    await sendEmail(message, { payload })
    return 'sent'
  } catch (error) {
    payload.logger.warn({ err: error }, `[email] "${message.subject}" not sent; queued for retry`)
    await payload.jobs.queue({ task: SEND_EMAIL_TASK, input: { message }, queue: EMAIL_QUEUE })
    return 'queued'
  }
}
