import { z } from 'zod'

import {
  email,
  emailOnlyRules,
  filledIn,
  loginRules,
  newPassword as newPasswordRule,
  passwordChecks,
} from './accountRules'
import { isCommonPassword } from './passwordPolicy'
import { id, profileRules, registrationRules } from './registrationRules'
import { formSchema } from './zodRules'

/**
 * The account forms' schemas, one per form, at the server's boundary (SPEC §3 "Registration input" and the
 * other account forms): the forms' server actions (accountActions.ts) and the /api/account endpoints parse
 * with them, and the forms show the messages they answer. Their rules and messages are in accountRules.ts and
 * registrationRules.ts; every rule is in tests/unit/auth.
 */

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

/** My Account's map choice: a checkbox, sent as 'on' when ticked and not at all when not. */
export const mapChoiceSchema = formSchema({ showOnMap: (value: unknown) => ({ value: value === 'on' }) })

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
    .max(20_000, 'The saved cart is too large.')
    .nullish()
    .transform((value) => value ?? null),
})
