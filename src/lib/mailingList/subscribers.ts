import type { Payload } from 'payload'
import { z } from 'zod'

import { HttpError } from '../http/errors'

import { getSecrets } from '../config/secrets'
import { sendOrQueue } from '../email/retry'
import { serverUrl } from '../http/serverUrl'
import { confirmationLink, mailingListConfirmationEmail } from './confirmationEmail'
import { readConfirmationToken, signConfirmationToken, type Signup } from './confirmationToken'
import { CONFIRMATION_PAGE } from './texts'

/**
 * The mailing list is double opt-in (issue 28): a sign-up, from the footer's form or the book-donation form's
 * “subscribe”, only emails a signed link, and following it is what adds the address. Until then nothing is
 * stored, so no form can put someone else's address on the list.
 */

/** The site's own sign-up form (the default mailing list): an address, and which list it came from. */
export const mailingListSignupSchema = z.object({
  email: z.string().trim().toLowerCase().check(z.email('Please enter a valid email address.')).max(254),
  list: z.string().trim().max(120).optional(),
})

/** The confirmation page's request: the token of the emailed link. */
const confirmationSchema = z.object({ token: z.string().max(2000) })

/** The link that confirms `signup`, signed with the server's secret, on the site's public address. */
export const signupConfirmationLink = (signup: Signup, now = Date.now()) =>
  confirmationLink(serverUrl(), signConfirmationToken(signup, { secret: getSecrets().payloadSecret, now }))

/**
 * Adds an address to the mailing-list-subscribers collection once (the email is unique). A system write:
 * visitors may add themselves but never read or change the list, so it runs with the Local API's default
 * access; callers check the confirmation first.
 */
async function recordSubscriber(payload: Payload, subscriber: Signup) {
  const email = subscriber.email.toLowerCase()
  const { totalDocs } = await payload.count({ collection: 'mailing-list-subscribers', where: { email: { equals: email } } })
  if (totalDocs > 0) return
  await payload
    .create({ collection: 'mailing-list-subscribers', data: { email, name: subscriber.name, source: subscriber.source } })
    .catch(async (error: unknown) => {
      // A concurrent confirmation of the same address won the unique index: already subscribed. Anything else
      // (the database out of reach) is the caller's failure.
      const now = await payload.count({ collection: 'mailing-list-subscribers', where: { email: { equals: email } } })
      if (now.totalDocs === 0) throw error
      payload.logger.info(`Mailing list: ${email} not added again (${error instanceof Error ? error.message : error})`)
    })
}

/**
 * POST /api/mailing-list: validate, then email the confirmation link. The list is not even read, so a known
 * address gets the same answer and the same email as a new one (nothing tells who is subscribed).
 */
export async function signUpForMailingList(
  payload: Payload,
  { email, list }: z.output<typeof mailingListSignupSchema>,
): Promise<void> {
  const link = signupConfirmationLink({ email, source: list ? `mailing list: ${list}` : 'mailing list' })
  // Mail down: the email is queued and retried; the sign-up stands.
  await sendOrQueue(payload, mailingListConfirmationEmail(email, link))
}

/**
 * POST /api/mailing-list/confirm: the emailed link's token adds its address. Confirming again changes
 * nothing and answers the same; an expired, altered or foreign token adds no one.
 */
export async function confirmSubscription(payload: Payload, body: unknown): Promise<{ email: string }> {
  const parsed = confirmationSchema.safeParse(body)
  const reading = parsed.success
    ? readConfirmationToken(parsed.data.token, { secret: getSecrets().payloadSecret, now: Date.now() })
    : null
  if (!reading?.ok) throw new HttpError(400, CONFIRMATION_PAGE.linkInvalid)
  await recordSubscriber(payload, reading.signup)
  return { email: reading.signup.email }
}
