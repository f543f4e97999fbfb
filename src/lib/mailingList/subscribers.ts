import type { Payload } from 'payload'
import { z } from 'zod'

import { describeZodError } from '../donations/checkoutRequestSchema'
import { withWriteLock } from '../payments/keyedLock'

/** The site's own sign-up form (the default mailing list): an address, and which list it came from. */
export const mailingListSignupSchema = z.object({
  email: z.string().trim().toLowerCase().email('Please enter a valid email address.').max(254),
  list: z.string().trim().max(120).optional(),
})

/**
 * Adds an address to the mailing-list-subscribers collection once (the email is unique). A system write:
 * visitors may add themselves but never read or change the list, so it runs with the Local API's default
 * access; callers validate first.
 */
export async function recordSubscriber(payload: Payload, subscriber: { email: string; name?: string; source: string }) {
  const email = subscriber.email.toLowerCase()
  const { totalDocs } = await payload.count({ collection: 'mailing-list-subscribers', where: { email: { equals: email } } })
  if (totalDocs > 0) return
  await payload
    .create({ collection: 'mailing-list-subscribers', data: { email, name: subscriber.name, source: subscriber.source } })
    .catch((error: unknown) => {
      // A concurrent submission of the same address won the unique index: already subscribed.
      payload.logger.info(`Mailing list: ${email} not added again (${error instanceof Error ? error.message : error})`)
    })
}

export type MailingListSignupResult = { ok: true } | { ok: false; status: 400; error: string; issues: string[] }

/** POST /api/mailing-list: validate, then record the address (already subscribed counts as success). */
export async function signUpForMailingList(payload: Payload, body: unknown): Promise<MailingListSignupResult> {
  const parsed = mailingListSignupSchema.safeParse(body)
  if (!parsed.success) return { ok: false, status: 400, error: 'Invalid sign-up', issues: describeZodError(parsed.error) }
  const { email, list } = parsed.data
  await withWriteLock(() => recordSubscriber(payload, { email, source: list ? `mailing list: ${list}` : 'mailing list' }))
  return { ok: true }
}
