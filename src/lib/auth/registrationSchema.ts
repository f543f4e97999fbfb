import { z } from 'zod'

import { newPasswordSchema, PASSWORD_MAX_LENGTH, passwordIsEmail, passwordMessages } from './passwordPolicy'
import { isPoBox, PO_BOX_MESSAGE } from './poBox'
import { US_STATE_CODES } from './usStates'

/**
 * The registration form (SPEC §3 "Registration input"), one schema for the browser form and the server.
 * Messages are written for a librarian filling in the form; every rule is in tests/unit/auth.
 */

const required = (label: string) =>
  z
    .string({ required_error: `Please enter ${label}.`, invalid_type_error: `Please enter ${label}.` })
    .trim()
    .min(1, `Please enter ${label}.`)

export const emailSchema = z
  .string({
    required_error: 'Please enter your email address.',
    invalid_type_error: 'Please enter your email address.',
  })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(254, 'This email address is too long.')
  .email('Please enter a valid email address, like name@library.org.')
  .transform((email) => email.toLowerCase())

/** Form inputs give strings; '' means not filled in. Whole numbers of people, never negative. */
const headcount = (label: string) =>
  z.preprocess(
    (value) =>
      value === '' || value === null || value === undefined
        ? undefined
        : typeof value === 'string'
          ? Number(value)
          : value,
    z
      .number({
        required_error: `Please enter ${label} as a number.`,
        invalid_type_error: `Please enter ${label} as a number.`,
      })
      .int(`Please enter ${label} as a whole number.`)
      .min(0, `${label[0].toUpperCase()}${label.slice(1)} cannot be negative.`)
      .max(1_000_000_000, `Please check ${label}: this number is too large.`),
  )

/** ZIP or ZIP+4: 12534, 12534-1234 or 125341234. Normalised to 12534 or 12534-1234. */
export const zipCodeSchema = required('your ZIP code')
  .regex(/^\d{5}(?:-?\d{4})?$/, 'Please enter a US ZIP code of 5 or 9 digits, like 12534 or 12534-1234.')
  .transform((zip) => (zip.length === 9 ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip))

/** Ten digits (a leading US country code 1 is dropped); spaces, dashes, dots and brackets are fine. */
export const phoneSchema = required('a phone number')
  .refine((phone) => /^[\d\s().+-]+$/.test(phone), 'Please use only digits, spaces, dashes, dots and brackets.')
  .transform((phone) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''))
  .refine((digits) => digits.length === 10, 'Please enter a 10-digit US phone number, like (518) 555-0117.')
  .transform((digits) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`)

export const streetAddressSchema = required('the street address of your library')
  .max(200, 'This address is too long.')
  .refine((address) => !isPoBox(address), PO_BOX_MESSAGE)

/**
 * A related document's id: a number, or its digits as a form value gives them. Not a z.union: the form's
 * resolver shows a union's first branch error ('Expected number, received string') instead of `message`.
 */
const id = (message = 'Please choose one of the listed options.') =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : value),
    z.number({ required_error: message, invalid_type_error: message }).int(message).positive(message),
  )

/** The profile fields a library account may change itself (SPEC §7 updateViewer). */
export const profileShape = {
  firstName: required('your first name').max(100),
  lastName: required('your last name').max(100),
  secondaryEmail: z
    .union([z.literal(''), z.string().trim().email('Please enter a valid secondary email address, or leave it empty.')])
    .optional()
    .transform((value) => value || undefined),
  library: required('the name of your library').max(200),
  address: streetAddressSchema,
  city: required('the city').max(100),
  state: z.enum(US_STATE_CODES, { errorMap: () => ({ message: 'Please choose a state.' }) }),
  zipCode: zipCodeSchema,
  phoneNumber: phoneSchema,
  population: headcount('the population of your service area'),
  numberServes: headcount('the number of people your library serves'),
  numberBenefit: headcount('the number of people who will benefit'),
  libraryCommunity: z.array(id()).max(50).optional().default([]),
}

export const profileSchema = z.object(profileShape)

export const registrationSchema = z
  .object({
    ...profileShape,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z
      .string({
        required_error: 'Please enter your password again.',
        invalid_type_error: 'Please enter your password again.',
      })
      .min(1, 'Please enter your password again.'),
    libraryType: id('Please choose your library type.'),
    poulinProject: z.boolean().optional().default(false),
  })
  .superRefine((data, context) => {
    if (passwordIsEmail(data.password, data.email)) {
      context.addIssue({ code: 'custom', path: ['password'], message: passwordMessages.sameAsEmail })
    }
    if (data.confirmPassword !== data.password) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: passwordMessages.mismatch })
    }
  })

/** What the form holds (strings from inputs) and what the server stores after parsing. */
export type RegistrationInput = z.input<typeof registrationSchema>
export type Registration = z.output<typeof registrationSchema>
export type ProfileUpdate = z.output<typeof profileSchema>

/** SPEC §5: current, new and confirm (confirm equals new). */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({
        required_error: 'Please enter your current password.',
        invalid_type_error: 'Please enter your current password.',
      })
      .min(1, 'Please enter your current password.')
      .max(128),
    newPassword: newPasswordSchema,
    confirmPassword: z
      .string({
        required_error: 'Please enter the new password again.',
        invalid_type_error: 'Please enter the new password again.',
      })
      .min(1, 'Please enter the new password again.'),
  })
  .refine((data) => data.confirmPassword === data.newPassword, {
    path: ['confirmPassword'],
    message: passwordMessages.mismatch,
  })

/** Setting a password from the reset email (SPEC §7 setPassword: password, code, id). */
export const setPasswordSchema = z
  .object({
    code: z
      .string({ required_error: 'This link is incomplete.', invalid_type_error: 'This link is incomplete.' })
      .regex(/^[a-f0-9]{20,128}$/i, 'This link is incomplete or damaged.'),
    id: id('This link is incomplete or damaged.'),
    password: newPasswordSchema,
    confirmPassword: z
      .string({
        required_error: 'Please enter the new password again.',
        invalid_type_error: 'Please enter the new password again.',
      })
      .min(1, 'Please enter the new password again.'),
  })
  .refine((data) => data.confirmPassword === data.password, {
    path: ['confirmPassword'],
    message: passwordMessages.mismatch,
  })

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ required_error: 'Please enter your password.', invalid_type_error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(PASSWORD_MAX_LENGTH),
})

export const emailOnlySchema = z.object({ email: emailSchema })

/** SPEC §7 updateViewer(currentCart): the saved cart contents, a string the cart code writes and reads. */
export const currentCartSchema = z.object({
  currentCart: z
    .string({ invalid_type_error: 'The saved cart must be text.' })
    .max(20_000, 'The saved cart is too large.')
    .nullish()
    .transform((value) => value ?? null),
})
