import 'server-only'

import type { Payload } from 'payload'

import type { Account } from '@/payload-types'

import type { AccountResult } from './accountEndpoint'
import { ACCOUNT_TEXT_DEFAULTS, type AccountTexts } from './accountTexts'
import { isWrongPassword } from './payloadErrors'
import { passwordIsEmail, passwordMessages } from './passwordPolicy'
import type { ProfileUpdate } from './registrationSchema'

/** SPEC §7 updateViewer: the account edits its own profile, with access control (library type, Poulin
 * flag and verification stay staff-only: they are not in the profile schema, and field access refuses them). */
export async function updateViewer(payload: Payload, account: Account, data: ProfileUpdate): Promise<AccountResult> {
  const user = await payload.update({
    collection: 'accounts',
    id: account.id,
    data: { ...data, secondaryEmail: data.secondaryEmail ?? null },
    user: { ...account, collection: 'accounts' },
    overrideAccess: false,
    depth: 1,
  })
  return { status: 200, body: { ok: true, message: 'Your details are saved.', user } }
}

/** My Account's 'Show our library on the public map' (the map shows a library once an order has shipped). */
export async function updateMapChoice(
  payload: Payload,
  account: Account,
  showOnMap: boolean,
  messages: Pick<AccountTexts, 'mapShownMessage' | 'mapHiddenMessage'> = ACCOUNT_TEXT_DEFAULTS,
): Promise<AccountResult> {
  await payload.update({
    collection: 'accounts',
    id: account.id,
    data: { showOnMap },
    user: { ...account, collection: 'accounts' },
    overrideAccess: false,
    depth: 0,
  })
  return {
    status: 200,
    body: { ok: true, message: showOnMap ? messages.mapShownMessage : messages.mapHiddenMessage },
  }
}

/**
 * SPEC §7 updateViewer(currentCart): the account keeps its cart between sessions; answers the account for
 * GraphQL, whose fields populate relationships (libraryType) from ids, hence depth 0.
 */
export async function saveCurrentCart(payload: Payload, account: Account, currentCart: string | null) {
  return payload.update({
    collection: 'accounts',
    id: account.id,
    data: { currentCart },
    user: { ...account, collection: 'accounts' },
    overrideAccess: false,
    depth: 0,
  })
}

/**
 * SPEC §5/§7 updatePassword(current, new, confirm). The current password is checked by Payload's login,
 * so wrong guesses count towards the lockout like any login. Payload's update then keeps only the
 * session making the change: every other session (and the one that check opened) ends.
 */
export async function changePassword(
  payload: Payload,
  account: Account & { _sid?: string },
  data: { currentPassword: string; newPassword: string },
): Promise<AccountResult> {
  if (passwordIsEmail(data.newPassword, account.email)) {
    return {
      status: 400,
      body: { error: passwordMessages.sameAsEmail, fields: { newPassword: passwordMessages.sameAsEmail } },
    }
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
  await payload.update({
    collection: 'accounts',
    id: account.id,
    data: { password: data.newPassword },
    user: { ...account, collection: 'accounts' },
    overrideAccess: false,
  })
  return { status: 200, body: { ok: true, message: 'Your password is changed. Other devices have been logged out.' } }
}
