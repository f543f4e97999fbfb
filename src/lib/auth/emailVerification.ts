import 'server-only'

import type { Payload } from 'payload'

import { sendOrQueue } from '../email/retry'
import type { AccountResult } from './accountEndpoint'
import { verificationEmail } from './accountEmails'

const RESENT_MESSAGE =
  'If this address has an account waiting for confirmation, we have sent the link again. Please check your email.'

/** Payload's verifyEmail: the token works once (it is cleared), then the account may log in. */
export async function verifyAccountEmail(payload: Payload, token: string): Promise<AccountResult> {
  try {
    await payload.verifyEmail({ collection: 'accounts', token })
    return { status: 200, body: { ok: true, message: 'Your email address is confirmed. You can now log in.' } }
  } catch {
    return {
      status: 400,
      body: {
        error:
          'This confirmation link has expired or was already used. If you have not confirmed yet, send a new link.',
        expired: true,
      },
    }
  }
}

/**
 * Emails the pending verification link of `email`, if that account is still unverified. Sent by the site
 * rather than by Payload's create: Payload would send it inside the create's write transaction, where the
 * outbox (which records the email in the database) would wait for that same transaction on SQLite.
 */
export async function sendVerificationLink(payload: Payload, email: string): Promise<void> {
  const row = (await payload.db.findOne({ collection: 'accounts', where: { email: { equals: email } } })) as {
    email: string
    firstName?: string
    _verified?: boolean | null
    _verificationToken?: string | null
  } | null
  if (row && !row._verified && row._verificationToken) {
    // The mail service being down must not fail the registration: the link is retried until it is sent.
    await sendOrQueue(payload, {
      to: [row.email],
      subject: verificationEmail.subject,
      html: verificationEmail.html(row._verificationToken, row),
    })
  }
}

/** Sends the pending verification link again; the same answer whether or not the address has an account. */
export async function resendVerification(payload: Payload, email: string): Promise<AccountResult> {
  await sendVerificationLink(payload, email)
  return { status: 200, body: { ok: true, message: RESENT_MESSAGE } }
}
