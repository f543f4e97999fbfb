import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { newPasswordSchema, passwordIsEmail, passwordMessages } from './passwordPolicy'

/**
 * The site's password policy (ASVS V6.2: 8–128 characters, not a common one, not the email) wherever a
 * password is set through Payload — the site's forms check it first; this also holds for staff setting one in
 * the admin and for any route that reaches Payload directly (issue 28: a 3-character password was accepted).
 */
export const enforcePasswordPolicy: CollectionBeforeValidateHook = ({ collection, data, originalDoc }) => {
  const password: unknown = data?.password
  if (password === undefined || password === null || password === '') return data
  const parsed = newPasswordSchema.safeParse(password)
  const email = (data?.email ?? originalDoc?.email) as string | undefined
  const message = !parsed.success
    ? (parsed.error.issues[0]?.message ?? passwordMessages.tooShort)
    : passwordIsEmail(String(password), email)
      ? passwordMessages.sameAsEmail
      : null
  if (message) throw new ValidationError({ collection: collection.slug, errors: [{ message, path: 'password' }] })
  return data
}
