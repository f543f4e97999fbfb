import { z } from 'zod'

import {
  email,
  emailOnlyRules,
  filledIn,
  loginRules,
  newPassword as newPasswordRule,
  passwordChecks,
} from './accountRules'
import { maxChars } from '../validation/zodCompat'
import { isCommonPassword } from './passwordPolicy'
import { id, phoneNumber, profileRules, registrationRules, streetAddress, zipCode } from './registrationRules'
import { formSchema, fromRule } from './zodRules'

/**
 * The account forms' schemas, one per form, at the server's boundary (SPEC §3 "Registration input" and the
 * other account forms): the forms' server actions (accountActions.ts) and the /api/account endpoints parse
 * with them, and the forms show the messages they answer. Their rules and messages are in accountRules.ts and
 * registrationRules.ts; every rule is in tests/unit/auth.
 */

export const emailSchema = fromRule(email)

/** ZIP or ZIP+4: 12534, 12534-1234 or 125341234. Normalised to 12534 or 12534-1234. */
export const zipCodeSchema = fromRule(zipCode)

/** Ten digits (a leading US country code 1 is dropped); spaces, dashes, dots and brackets are fine. */
export const phoneSchema = fromRule(phoneNumber)

export const streetAddressSchema = fromRule(streetAddress)

/** The profile fields a library account may change itself (SPEC §7 updateViewer). */
export const profileSchema = formSchema(profileRules)

export const registrationSchema = formSchema(registrationRules(isCommonPassword), passwordChecks())

/** What the form holds (strings from inputs) and what the server stores after parsing. */
export type RegistrationInput = z.input<typeof registrationSchema>
export type Registration = z.output<typeof registrationSchema>
export type ProfileUpdate = z.output<typeof profileSchema>

const newPassword = newPasswordRule(isCommonPassword)

/** SPEC §5: current, new and confirm (confirm equals new). */
export const changePasswordSchema = formSchema(
  {
    currentPassword: filledIn('Please enter your current password.', 128),
    newPassword,
    confirmPassword: filledIn('Please enter the new password again.'),
  },
  passwordChecks('newPassword'),
)

/** Setting a password from the reset email (SPEC §7 setPassword: password, code, id). */
export const setPasswordSchema = formSchema(
  {
    code: (value: unknown) =>
      typeof value !== 'string'
        ? { error: 'This link is incomplete.' }
        : /^[a-f0-9]{20,128}$/i.test(value)
          ? { value }
          : { error: 'This link is incomplete or damaged.' },
    id: id('This link is incomplete or damaged.'),
    password: newPassword,
    confirmPassword: filledIn('Please enter the new password again.'),
  },
  passwordChecks(),
)

export const loginSchema = formSchema(loginRules)

export const emailOnlySchema = formSchema(emailOnlyRules)

/** Moving an account to another email address: the new address, and the current password (issue 28 item 3). */
export const changeEmailSchema = formSchema({
  newEmail: email,
  currentPassword: filledIn('Please enter your current password.', 128),
})

/** SPEC §7 updateViewer(currentCart): the saved cart contents, a string the cart code writes and reads. */
export const currentCartSchema = z.object({
  currentCart: z
    .string({ error: 'The saved cart must be text.' })
    .check(maxChars(20_000, 'The saved cart is too large.'))
    .nullish()
    .transform((value) => value ?? null),
})
