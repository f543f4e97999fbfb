import { describe, expect, it } from 'vitest'

import {
  commonPasswordCheck,
  email,
  emailOnlyRules,
  loginRules,
  newPassword,
  parseForm,
  passwordChecks,
} from '@/lib/auth/accountRules'
import { isCommonPassword } from '@/lib/auth/passwordPolicy'
import { registrationRules } from '@/lib/auth/registrationRules'
import { loginSchema, registrationSchema } from '@/lib/auth/registrationSchema'

/** What the browser's register form holds before anything is filled in. */
const emptyRegistration = {
  firstName: '',
  lastName: '',
  email: '',
  secondaryEmail: '',
  password: '',
  confirmPassword: '',
  library: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  phoneNumber: '',
  population: '',
  numberServes: '',
  numberBenefit: '',
  libraryType: '',
  libraryCommunity: [],
  poulinProject: false,
}

const registrationMessages = {
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  email: 'Please enter your email address.',
  password: 'Your password needs at least 8 characters.',
  confirmPassword: 'Please enter your password again.',
  library: 'Please enter the name of your library.',
  address: 'Please enter the street address of your library.',
  city: 'Please enter the city.',
  state: 'Please choose a state.',
  zipCode: 'Please enter your ZIP code.',
  phoneNumber: 'Please enter a phone number.',
  population: 'Please enter the population of your service area as a number.',
  numberServes: 'Please enter the number of people your library serves as a number.',
  numberBenefit: 'Please enter the number of people who will benefit as a number.',
  libraryType: 'Please choose your library type.',
}

/** The server's answer for a failed parse: each field's first message. */
const serverFields = (result: {
  success: boolean
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> }
}) => {
  const fields: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) fields[String(issue.path[0])] ??= issue.message
  return fields
}

describe('account rules: the browser forms and the server give the same messages', () => {
  it('an empty register form names every required field, word for word, in page order', () => {
    const form = parseForm(
      registrationRules(() => false),
      emptyRegistration,
      passwordChecks(),
    )
    expect(form.errors).toEqual(registrationMessages)
    expect(Object.keys(form.errors!)).toEqual(Object.keys(registrationMessages))
    expect(serverFields(registrationSchema.safeParse(emptyRegistration))).toEqual(registrationMessages)
  })

  it('an empty login form asks for the email and the password', () => {
    const expected = { email: 'Please enter your email address.', password: 'Please enter your password.' }
    expect(parseForm(loginRules, { email: '', password: '' }).errors).toEqual(expected)
    expect(serverFields(loginSchema.safeParse({ email: '', password: '' }))).toEqual(expected)
    expect(parseForm(loginRules, { email: ' Ada@Library.ORG ', password: ' x ' }).data).toEqual({
      email: 'ada@library.org',
      password: ' x ',
    })
  })

  it('checks the confirmation and the email-as-password as soon as both fields hold something', () => {
    const values = { ...emptyRegistration, email: 'ada@library.org', password: 'ADA@library.org', confirmPassword: 'x' }
    const { errors } = parseForm(
      registrationRules(() => false),
      values,
      passwordChecks(),
    )
    expect(errors?.password).toBe('Your password cannot be your email address.')
    expect(errors?.confirmPassword).toBe('The two passwords do not match.')
  })

  it('the common-password rule takes the list it is given (the browser loads it when first needed)', () => {
    const isCommon = commonPasswordCheck(['letmein123'])
    expect(isCommon('LetMeIn123')).toBe(true)
    expect(isCommonPassword('Password1')).toBe(true)
    const values = { ...emptyRegistration, password: 'LetMeIn123', confirmPassword: 'LetMeIn123' }
    expect(parseForm(registrationRules(isCommon), values).errors?.password).toBe(
      'This password is one of the most common ones and easy to guess. Please choose another.',
    )
    expect(
      parseForm(
        registrationRules(() => false),
        values,
      ).errors?.password,
    ).toBeUndefined()
  })

  it('a request body that is not an object is refused at the boundary', () => {
    expect(registrationSchema.safeParse('text').success).toBe(false)
    expect(loginSchema.safeParse(null).success).toBe(false)
  })
})

describe('the email address', () => {
  it.each([
    ['ada@library.org', 'ada@library.org'],
    [' Ada.Lovelace@Branch.Library.ORG ', 'ada.lovelace@branch.library.org'],
    ["o'neil+books@hudson-library.example.org", "o'neil+books@hudson-library.example.org"],
  ])('stores %j as %j', (value, stored) => {
    expect(email(value)).toEqual({ value: stored })
  })

  it.each([
    'ada',
    'ada@library',
    '.ada@library.org',
    'ada.@library.org',
    'ada..lovelace@library.org',
    'ada@library..org',
    'ada@-library.org',
    'ada@library.org1',
    'ada@library.org.',
    'ada lovelace@library.org',
    '<ada@library.org>',
  ])('refuses %j', (value) => {
    expect(email(value)).toEqual({ error: 'Please enter a valid email address, like name@library.org.' })
  })

  it('takes up to 254 characters', () => {
    const longest = `${'a'.repeat(242)}@library.org`
    expect(longest).toHaveLength(254)
    expect(email(longest)).toEqual({ value: longest })
    expect(email(`a${longest}`)).toEqual({ error: 'This email address is too long.' })
  })

  it('is the only field of the resend form', () => {
    expect(parseForm(emailOnlyRules, { email: '' })).toEqual({ errors: { email: 'Please enter your email address.' } })
    expect(parseForm(emailOnlyRules, { email: 'Ada@Library.org' })).toEqual({ data: { email: 'ada@library.org' } })
  })
})

describe('the passwords', () => {
  it('the login password is taken as typed, up to 128 characters', () => {
    const longest = ' 7'.repeat(64)
    expect(parseForm(loginRules, { email: 'ada@library.org', password: longest }).data?.password).toBe(longest)
    expect(parseForm(loginRules, { email: 'ada@library.org', password: `${longest}x` }).errors).toEqual({
      password: 'String must contain at most 128 character(s)',
    })
  })

  it.each([undefined, 12345678, ['amber-lantern-orchard']])('the login asks for a password given %j', (password) => {
    expect(parseForm(loginRules, { email: 'ada@library.org', password }).errors).toEqual({
      password: 'Please enter your password.',
    })
  })

  it('a new password is stored as typed, and one that is not text is asked for', () => {
    const rule = newPassword(() => false)
    expect(rule(' amber-lantern-orchard ')).toEqual({ value: ' amber-lantern-orchard ' })
    expect(rule(undefined)).toEqual({ error: 'Please enter a password.' })
    expect(rule(12345678)).toEqual({ error: 'Please enter a password.' })
  })

  it.each([
    [' Ada@Library.org ', 'ada@library.org'],
    ['ada@library.org', ' ADA@library.org '],
  ])('refuses the password %j for the email %j, ignoring case and surrounding spaces', (password, address) => {
    expect(passwordChecks()({ email: address, password, confirmPassword: password })).toEqual([
      ['password', 'Your password cannot be your email address.'],
    ])
  })

  it('a password without an email, or an email that is not text, gets no cross-field message', () => {
    expect(passwordChecks()({ password: 'ada@library.org', confirmPassword: 'ada@library.org' })).toEqual([])
    expect(passwordChecks()({ email: 42, password: '42', confirmPassword: '42' })).toEqual([])
  })

  it('a form without a password shows the password field’s own message, nothing more', () => {
    const values = { ...emptyRegistration, email: 'ada@library.org', password: undefined, confirmPassword: undefined }
    const errors = parseForm(
      registrationRules(() => false),
      values,
      passwordChecks(),
    ).errors
    expect(errors?.password).toBe('Please enter a password.')
    expect(errors?.confirmPassword).toBe('Please enter your password again.')
    expect(serverFields(registrationSchema.safeParse(values)).password).toBe('Please enter a password.')
  })

  it('a form whose email is not text shows the email field’s message, nothing more', () => {
    const values = { ...emptyRegistration, email: 42, password: '42', confirmPassword: '42' }
    const errors = parseForm(
      registrationRules(() => false),
      values,
      passwordChecks(),
    ).errors
    expect(errors?.email).toBe('Please enter your email address.')
    expect(errors?.password).toBe('Your password needs at least 8 characters.')
  })
})
