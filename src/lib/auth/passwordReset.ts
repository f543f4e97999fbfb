import 'server-only'

import type { Payload } from 'payload'

import { sendOrQueue } from '../email/retry'
import type { AccountResult } from './accountEndpoint'
import { resetEmail } from './accountEmails'

const RESET_REQUESTED_MESSAGE =
  'If this address has an account, we have sent it a link to set a new password. The link works once, within one hour.'

const EXPIRED = 'This link has expired or was already used. Please ask for a new one.'

/**
 * SPEC §7 forgottenPassword through Payload's forgotPassword (token valid 1 hour, from Accounts' auth
 * config). The site sends the email after Payload's transaction, as for verification (see
 * sendVerificationLink); the per-email rate limit replaces Payload's minimum interval between emails.
 */
export async function requestPasswordReset(payload: Payload, email: string): Promise<AccountResult> {
  try {
    const token = await payload.forgotPassword({ collection: 'accounts', data: { email }, disableEmail: true })
    const [account] = token
      ? (
          await payload.find({
            collection: 'accounts',
            where: { email: { equals: email } },
            limit: 1,
            depth: 0,
            overrideAccess: true,
          })
        ).docs
      : []
    if (token && account)
      await sendOrQueue(payload, {
        to: [account.email],
        subject: resetEmail.subject,
        html: resetEmail.html(token, account.id, account),
      })
  } catch (error) {
    // The same answer whatever happened: a failure must not tell known addresses from unknown ones.
    payload.logger.warn({ err: error }, 'Password reset email not sent')
  }
  return { status: 200, body: { ok: true, message: RESET_REQUESTED_MESSAGE } }
}

/**
 * SPEC §7 setPassword(password, code, id): the code is Payload's reset token and must belong to account
 * `id`. Payload's resetPassword makes the token single-use (its expiry moves to now), checks the hour, and
 * ends every session of the account; the new session it opens is not handed out: the librarian logs in.
 */
export async function setPasswordFromLink(
  payload: Payload,
  data: { code: string; id: number; password: string },
): Promise<AccountResult> {
  const match = await payload.db.findOne({
    collection: 'accounts',
    where: {
      and: [
        { id: { equals: data.id } },
        { resetPasswordToken: { equals: data.code } },
        { resetPasswordExpiration: { greater_than: new Date().toISOString() } },
      ],
    },
  })
  if (!match) return { status: 400, body: { error: EXPIRED, expired: true } }
  try {
    await payload.resetPassword({
      collection: 'accounts',
      data: { token: data.code, password: data.password },
      overrideAccess: true,
    })
  } catch {
    return { status: 400, body: { error: EXPIRED, expired: true } }
  }
  return { status: 200, body: { ok: true, message: 'Your new password is set. Please log in with it.' } }
}
