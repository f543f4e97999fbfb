import 'server-only'

import type { Payload } from 'payload'

import { sendOrQueue } from '../email/retry'
import type { AccountResult } from './accountEndpoint'
import { alreadyRegisteredEmail } from './accountEmails'
import { sendVerificationLink } from './emailVerification'
import { spendPasswordHash } from './hashCost'
import type { Registration } from './registrationSchema'

/** The one answer to every registration, new or duplicate: the page then says 'check your email'. */
const REGISTERED_MESSAGE =
  'Thank you for registering. Please check your email: we sent you a link to confirm your address.'

/**
 * SPEC §7 register. A new email creates an unverified account and gets the verification email.
 * An email that already has an account changes nothing: its owner gets an email saying so, and the caller
 * gets the same answer as for a new account (registration must not reveal who is registered). The
 * duplicate path spends a password hash too, so the two take about as long.
 */
export async function registerAccount(payload: Payload, data: Registration): Promise<AccountResult> {
  const { confirmPassword: _confirm, ...fields } = data
  const existing = await payload.find({
    collection: 'accounts',
    where: { email: { equals: fields.email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const owner = existing.docs[0]
  if (owner) {
    await spendPasswordHash(fields.password)
    // Queued when mail is down, like a new account's link, so both answers stay the same.
    await sendOrQueue(payload, {
      to: [owner.email],
      subject: alreadyRegisteredEmail.subject,
      html: alreadyRegisteredEmail.html(owner),
    })
  } else {
    // Access as the public: the staff-only fields (verification) cannot be set here.
    await payload.create({
      collection: 'accounts',
      data: { ...fields, _verified: false },
      overrideAccess: false,
      disableVerificationEmail: true,
    })
    await sendVerificationLink(payload, fields.email)
  }
  return { status: 200, body: { ok: true, message: REGISTERED_MESSAGE, user: { email: fields.email } } }
}
