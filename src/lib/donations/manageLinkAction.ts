'use server'

import { headers } from 'next/headers'
import { z } from 'zod'

import { formFields, keptValues, type FormState } from '../forms/formState'
import { describeZodError } from '../http/errors'
import { getPayloadClient } from '../payload'
import { clientKey, namedLimiter } from '../ratelimit'
import { sendManageLinks } from './manageGift'

/** The answer for every address, known or not: it must not tell who gives to the organisation. */
const MANAGE_LINK_SENT =
  "If that address has a monthly or annual gift with us, we've emailed a link to manage it. The link works for 30 days."

const TOO_MANY = 'Too many requests. Please wait a moment and try again.'

/** Per client address, and per email address so nobody fills one inbox (env MANAGE_LINK_RATE_LIMIT_PER_MINUTE[_PER_EMAIL]). */
const limiters = {
  ip: namedLimiter('MANAGE_LINK_RATE_LIMIT_PER_MINUTE', 10),
  email: namedLimiter('MANAGE_LINK_RATE_LIMIT_PER_MINUTE_PER_EMAIL', 2),
}

const requestSchema = z.object({
  email: z.string().trim().max(254, 'Enter a shorter email address').check(z.email('Enter a valid email address')),
})

/**
 * /support's 'Manage a monthly or annual gift' form, a server action: emails a fresh manage link for each active
 * recurring gift of the address. Past the per-address limit nothing is sent and the answer stays the same.
 */
export async function askForManageLink(previous: FormState, formData: FormData): Promise<FormState> {
  const answer = (previous.answer ?? 0) + 1
  const fields = formFields(formData)
  const parsed = requestSchema.safeParse(fields)
  if (!parsed.success)
    return { status: 'failure', fields: describeZodError(parsed.error).fields, values: keptValues(fields, ['email']), answer }
  if (!(await limiters.ip.take(clientKey(await headers()))).allowed) return { status: 'failure', message: TOO_MANY, answer }
  const { email } = parsed.data
  if ((await limiters.email.take(email.toLowerCase())).allowed) {
    const payload = await getPayloadClient()
    try {
      await sendManageLinks(payload, email)
    } catch (error) {
      // The same answer whatever happened: a failure must not tell known addresses from unknown ones.
      payload.logger.warn({ err: error }, 'Manage-gift link not sent')
    }
  }
  return { status: 'success', message: MANAGE_LINK_SENT, answer }
}
