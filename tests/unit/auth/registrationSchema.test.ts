import { describe, expect, it } from 'vitest'

import { changePasswordSchema, registrationSchema, setPasswordSchema } from '@/lib/auth/registrationSchema'

const valid = {
  firstName: 'Lena',
  lastName: 'Marchetti',
  email: 'Lena@Hudson-Library.example.org',
  secondaryEmail: '',
  password: 'amber-lantern-orchard',
  confirmPassword: 'amber-lantern-orchard',
  library: 'Hudson Area Library',
  address: '51 North Fifth Street',
  city: 'Hudson',
  state: 'NY',
  zipCode: '12534',
  phoneNumber: '(518) 555-0117',
  population: '6000',
  numberServes: '4200',
  numberBenefit: '0',
  libraryType: '3',
  libraryCommunity: ['1', '2'],
  poulinProject: true,
}

/** The message the schema gives for one field, or undefined when that field passes. */
function errorFor(field: string, patch: Record<string, unknown>) {
  const result = registrationSchema.safeParse({ ...valid, ...patch })
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message
}

describe('registration schema', () => {
  it('accepts a complete form and normalises what it stores', () => {
    const result = registrationSchema.parse(valid)
    expect(result).toMatchObject({
      email: 'lena@hudson-library.example.org',
      population: 6000,
      numberBenefit: 0,
      libraryType: 3,
      libraryCommunity: [1, 2],
      phoneNumber: '(518) 555-0117',
      secondaryEmail: undefined,
    })
  })

  it('names every missing required field', () => {
    const result = registrationSchema.safeParse({})
    expect(result.success).toBe(false)
    const fields = new Set(result.error!.issues.map((issue) => issue.path[0]))
    for (const field of [
      'firstName',
      'lastName',
      'email',
      'password',
      'library',
      'address',
      'city',
      'state',
      'zipCode',
      'phoneNumber',
      'libraryType',
    ]) {
      expect(fields).toContain(field)
    }
  })

  it('wants a valid email', () => {
    expect(errorFor('email', { email: 'lena@' })).toMatch(/valid email/)
    expect(errorFor('secondaryEmail', { secondaryEmail: 'not-an-email' })).toMatch(/valid secondary email/)
  })

  it.each(['12534', '12534-1234', '125341234'])('accepts the ZIP code %s', (zipCode) => {
    expect(errorFor('zipCode', { zipCode })).toBeUndefined()
  })

  it.each(['1253', '123456', '12534-12', 'ABCDE', 'SW1A 1AA'])('refuses the ZIP code %s', (zipCode) => {
    expect(errorFor('zipCode', { zipCode })).toMatch(/5 or 9 digits/)
  })

  it.each(['518-555-0117', '(518) 555 0117', '518.555.0117', '+1 518 555 0117', '5185550117'])(
    'accepts the phone number %s as 10 digits',
    (phoneNumber) => {
      expect(registrationSchema.parse({ ...valid, phoneNumber }).phoneNumber).toBe('(518) 555-0117')
    },
  )

  it.each(['555-0117', '518 555 01177 1', 'call the desk'])('refuses the phone number %s', (phoneNumber) => {
    expect(errorFor('phoneNumber', { phoneNumber })).toBeDefined()
  })

  it.each(['PO Box 12', 'P.O. Box 12', 'p.o.box 12', 'P O Box 7', 'Post Office Box 40', 'POB 12', 'Po box 3, Main St'])(
    'refuses the PO box address %s and says FedEx Ground does not deliver there',
    (address) => {
      expect(errorFor('address', { address })).toMatch(/FedEx Ground does not deliver to PO boxes/)
    },
  )

  it.each(['12 Poplar Box Road', '4 Pobst Avenue', '51 North Fifth Street', '9 Depot Street'])(
    'accepts the street address %s',
    (address) => {
      expect(errorFor('address', { address })).toBeUndefined()
    },
  )

  it('refuses a state outside the US list', () => {
    expect(errorFor('state', { state: 'ZZ' })).toMatch(/choose a state/)
  })

  it('wants whole numbers of at least 0 for the headcounts', () => {
    expect(errorFor('population', { population: '-1' })).toMatch(/cannot be negative/)
    expect(errorFor('numberServes', { numberServes: '12.5' })).toMatch(/whole number/)
    expect(errorFor('numberBenefit', { numberBenefit: 'many' })).toMatch(/as a number/)
  })

  it('wants a library type chosen', () => {
    expect(errorFor('libraryType', { libraryType: '' })).toMatch(/library type/)
  })

  it('gives the register form’s action the librarian’s message for an unchosen library type', () => {
    const result = registrationSchema.safeParse({ ...valid, libraryType: '' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.find((issue) => issue.path[0] === 'libraryType')?.message).toBe(
      'Please choose your library type.',
    )
  })
})

describe('password policy', () => {
  it('wants 8 to 128 characters', () => {
    expect(errorFor('password', { password: 'k7#pQ2x', confirmPassword: 'k7#pQ2x' })).toMatch(/at least 8/)
    const long = 'x'.repeat(129)
    expect(errorFor('password', { password: long, confirmPassword: long })).toMatch(/at most 128/)
    const longest = `${'q7'.repeat(64)}`
    expect(errorFor('password', { password: longest, confirmPassword: longest })).toBeUndefined()
  })

  it.each(['password', 'Password1', '12345678', 'qwertyuiop', 'iloveyou1'])(
    'refuses the common password %s',
    (password) => {
      expect(errorFor('password', { password, confirmPassword: password })).toMatch(/most common/)
    },
  )

  it('refuses the email as the password, whatever its case', () => {
    const password = 'LENA@hudson-library.example.org'
    expect(errorFor('password', { password, confirmPassword: password })).toMatch(/cannot be your email/)
  })

  it('wants the confirmation equal to the password', () => {
    expect(errorFor('confirmPassword', { confirmPassword: 'amber-lantern-orchard!' })).toMatch(/do not match/)
  })

  it('applies to a password change and a reset too', () => {
    const change = changePasswordSchema.safeParse({
      currentPassword: 'old',
      newPassword: 'password1',
      confirmPassword: 'password1',
    })
    expect(change.error?.issues[0].message).toMatch(/most common/)
    const mismatch = changePasswordSchema.safeParse({
      currentPassword: 'old',
      newPassword: 'amber-lantern-9',
      confirmPassword: 'amber-lantern-8',
    })
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ['confirmPassword'] })
    const reset = setPasswordSchema.safeParse({
      code: 'a'.repeat(40),
      id: '7',
      password: 'short',
      confirmPassword: 'short',
    })
    expect(reset.error?.issues[0].message).toMatch(/at least 8/)
    expect(
      setPasswordSchema.safeParse({
        code: '../../x',
        id: '7',
        password: 'amber-lantern-9',
        confirmPassword: 'amber-lantern-9',
      }).success,
    ).toBe(false)
  })
})
