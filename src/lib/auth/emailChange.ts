import 'server-only'

import type { Payload } from 'payload'

import type { Account } from '@/payload-types'

import { getSecrets } from '../config/secrets'
import { sendOrQueue } from '../email/retry'
import type { AccountResult } from './accountEndpoint'
import { confirmEmailChangeEmail, emailChangeRequestedEmail, emailTakenEmail } from './accountEmails'
import { EMAIL_CHANGE_HOURS, emailChangeToken, readEmailChangeToken } from './emailChangeToken'
import { isWrongPassword } from './payloadErrors'

/**
 * A library account's email changes only through a link sent to the new address (issue 28 item 3): an
 * account's email names whose press orders it may list, so an unconfirmed change would read another buyer's
 * orders. The account's own REST and GraphQL updates cannot set it (Accounts' field access); staff can.
 */
const EMAIL_CHANGE_SENT =
  'We sent a link to the new address. Your account keeps its current email until you follow that link.'

const findAccountByEmail = async (payload: Payload, email: string) =>
  (
    await payload.find({
      collection: 'accounts',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0] ?? null

/** Asks for the change: the current password first, then one email to each address. */
export async function requestEmailChange(
  payload: Payload,
  account: Account,
  data: { newEmail: string; currentPassword: string },
): Promise<AccountResult> {
  if (data.newEmail === account.email.toLowerCase()) {
    const message = 'This is already the email address of your account.'
    return { status: 400, body: { error: message, fields: { newEmail: message } } }
  }
  try {
    await payload.login({ collection: 'accounts', data: { email: account.email, password: data.currentPassword } })
  } catch (error) {
    if (isWrongPassword(error)) {
      const message = 'Your current password is not correct.'
      return { status: 400, body: { error: message, fields: { currentPassword: message } } }
    }
    throw error
  }
  // The same answer whether or not the new address has an account: its owner is told instead.
  if (await findAccountByEmail(payload, data.newEmail)) {
    await sendOrQueue(payload, { to: [data.newEmail], subject: emailTakenEmail.subject, html: emailTakenEmail.html() })
  } else {
    const expires = Date.now() + EMAIL_CHANGE_HOURS * 60 * 60 * 1000
    const token = emailChangeToken(
      { accountId: account.id, from: account.email, to: data.newEmail, expires },
      getSecrets().payloadSecret,
    )
    await sendOrQueue(payload, {
      to: [data.newEmail],
      subject: confirmEmailChangeEmail.subject,
      html: confirmEmailChangeEmail.html(token, account, EMAIL_CHANGE_HOURS),
    })
  }
  await sendOrQueue(payload, {
    to: [account.email],
    subject: emailChangeRequestedEmail.subject,
    html: emailChangeRequestedEmail.html(account, data.newEmail),
  })
  return { status: 200, body: { ok: true, message: EMAIL_CHANGE_SENT } }
}

const expired = (error: string): AccountResult => ({ status: 400, body: { error, expired: true } })

/** Follows the link: the account still has the address the link was made for, and the new one is free. */
export async function confirmEmailChange(payload: Payload, token: string): Promise<AccountResult> {
  const change = readEmailChangeToken(token, getSecrets().payloadSecret)
  if (!change) return expired('This link has expired or is damaged. Ask for the change again from My Account.')
  const account = await payload
    .findByID({ collection: 'accounts', id: change.accountId, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!account || account.email !== change.from)
    return expired('This link was already used, or the account’s email has changed since it was sent.')
  if (await findAccountByEmail(payload, change.to))
    return { status: 409, body: { error: 'This address already has an account of its own.' } }
  await payload.update({
    collection: 'accounts',
    id: account.id,
    // The link proves the new address: it is confirmed as the registration's link confirms the first.
    data: { email: change.to, _verified: true },
    overrideAccess: true,
    depth: 0,
  })
  return {
    status: 200,
    body: { ok: true, message: `Your account’s email is now ${change.to}. Use it when you log in.` },
  }
}
