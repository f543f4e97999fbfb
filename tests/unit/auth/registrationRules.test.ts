import { describe, expect, it } from 'vitest'

import { parseForm } from '@/lib/auth/accountRules'
import { PO_BOX_MESSAGE } from '@/lib/auth/poBox'
import {
  id,
  libraryCommunity,
  phoneNumber,
  profileRules,
  registrationRules,
  secondaryEmail,
  streetAddress,
  usState,
  zipCode,
} from '@/lib/auth/registrationRules'

/**
 * The registration and profile fields one by one: what each stores for what a librarian types (or a JSON body
 * sends), and the message the form shows when it refuses a value.
 */

describe('the secondary email', () => {
  it.each([undefined, '', '   '])('stores nothing when left empty (%j)', (value) => {
    expect(secondaryEmail(value)).toEqual({ value: undefined })
  })

  it('stores a valid address without its surrounding spaces, in lower case as the login email is', () => {
    expect(secondaryEmail('  Ada.Lovelace@Library.org ')).toEqual({ value: 'ada.lovelace@library.org' })
  })

  it('refuses an address longer than an email can be', () => {
    expect(secondaryEmail(`${'a'.repeat(247)}@lib.org`)).toEqual({ error: 'This email address is too long.' })
    expect(secondaryEmail(`${'a'.repeat(246)}@lib.org`)).toEqual({ value: `${'a'.repeat(246)}@lib.org` })
  })

  it.each(['not-an-email', 'ada@library'])('refuses %j and says it may be left empty', (value) => {
    expect(secondaryEmail(value)).toEqual({
      error: 'Please enter a valid secondary email address, or leave it empty.',
    })
  })

  it('refuses a value that is not text', () => {
    expect(secondaryEmail(42)).toEqual({ error: 'Invalid input' })
  })
})

describe('the ZIP code', () => {
  it.each([
    ['12534', '12534'],
    ['12534-1234', '12534-1234'],
    ['125341234', '12534-1234'],
    [' 12534 ', '12534'],
  ])('stores %j as %j', (value, stored) => {
    expect(zipCode(value)).toEqual({ value: stored })
  })

  it.each(['1253', '123456', '12534-12', '12534 1234', 'ABCDE', '1'.repeat(300)])('refuses %j', (value) => {
    expect(zipCode(value)).toEqual({
      error: 'Please enter a US ZIP code of 5 or 9 digits, like 12534 or 12534-1234.',
    })
  })

  it.each(['', '   ', undefined])('asks for it when it is missing (%j)', (value) => {
    expect(zipCode(value)).toEqual({ error: 'Please enter your ZIP code.' })
  })
})

describe('the phone number', () => {
  it.each(['5185550117', '518-555-0117', '518.555.0117', '(518) 555 0117', '+1 518 555 0117', '15185550117'])(
    'stores %j as (518) 555-0117',
    (value) => {
      expect(phoneNumber(value)).toEqual({ value: '(518) 555-0117' })
    },
  )

  it.each(['Tel. 518 555 0117', '518 555 0117 ext', '518-555-O117', '518/555/0117'])(
    'refuses %j, which has other characters than a phone number',
    (value) => {
      expect(phoneNumber(value)).toEqual({ error: 'Please use only digits, spaces, dashes, dots and brackets.' })
    },
  )

  it.each(['555-0117', '518 555 011', '518 555 01177', '25185550117', '115185550117', '+44 20 7946 0958'])(
    'refuses %j, which is not 10 digits (after a leading 1)',
    (value) => {
      expect(phoneNumber(value)).toEqual({ error: 'Please enter a 10-digit US phone number, like (518) 555-0117.' })
    },
  )

  it('asks for it when it is missing', () => {
    expect(phoneNumber(' ')).toEqual({ error: 'Please enter a phone number.' })
  })
})

describe('the street address', () => {
  it('stores the address without its surrounding spaces', () => {
    expect(streetAddress('  51 North Fifth Street ')).toEqual({ value: '51 North Fifth Street' })
  })

  it('takes up to 200 characters', () => {
    const longest = `51 ${'x'.repeat(197)}`
    expect(streetAddress(longest)).toEqual({ value: longest })
    expect(streetAddress(`${longest}x`)).toEqual({ error: 'This address is too long.' })
  })

  it('refuses a PO box', () => {
    expect(streetAddress('PO Box 12')).toEqual({ error: PO_BOX_MESSAGE })
  })

  it('asks for it when it is missing', () => {
    expect(streetAddress('')).toEqual({ error: 'Please enter the street address of your library.' })
  })
})

describe.each([
  ['population', 'the population of your service area', 'The population of your service area'],
  ['numberServes', 'the number of people your library serves', 'The number of people your library serves'],
  ['numberBenefit', 'the number of people who will benefit', 'The number of people who will benefit'],
] as const)('the headcount %s', (field, label, capitalised) => {
  const rule = profileRules[field]

  it.each([
    ['6000', 6000],
    ['0', 0],
    [0, 0],
    [4200, 4200],
    ['1000000000', 1_000_000_000],
    [' 12 ', 12],
  ])('stores %j as %j', (value, stored) => {
    expect(rule(value)).toEqual({ value: stored })
  })

  // A string of spaces is not 0, nor '0x10' 16 or '1e3' 1000 (Number() reads all three).
  it.each(['', '   ', '0x10', '1e3', undefined, null, true, [], [5], 'many', '12 people'])(
    'asks for a number when given %j',
    (value) => {
      expect(rule(value)).toEqual({ error: `Please enter ${label} as a number.` })
    },
  )

  it.each(['12.5', 0.5])('asks for a whole number when given %j', (value) => {
    expect(rule(value)).toEqual({ error: `Please enter ${label} as a whole number.` })
  })

  it.each(['-1', -3])('says it cannot be negative when given %j', (value) => {
    expect(rule(value)).toEqual({ error: `${capitalised} cannot be negative.` })
  })

  it.each(['1000000001', 5_000_000_000])('asks to check a number above a billion (%j)', (value) => {
    expect(rule(value)).toEqual({ error: `Please check ${label}: this number is too large.` })
  })
})

describe('a chosen option (library type, community)', () => {
  const libraryType = id('Please choose your library type.')

  it.each([
    ['3', 3],
    ['12', 12],
    ['1234567890123456', 1234567890123456],
    [7, 7],
  ])('stores %j as the id %j', (value, stored) => {
    expect(libraryType(value)).toEqual({ value: stored })
  })

  it.each([
    '',
    '0',
    '03',
    ' 5',
    '5 ',
    '1e3',
    '0x1',
    '1.5',
    '-3',
    '12345678901234567',
    0,
    -2,
    1.5,
    true,
    [3],
    null,
    undefined,
  ])('refuses %j with the field’s message', (value) => {
    expect(libraryType(value)).toEqual({ error: 'Please choose your library type.' })
  })

  it('says to choose a listed option unless told otherwise', () => {
    expect(id()('x')).toEqual({ error: 'Please choose one of the listed options.' })
  })
})

describe('the communities a library serves', () => {
  it.each([
    [undefined, []],
    [[], []],
    [
      ['1', '2'],
      [1, 2],
    ],
    [[4], [4]],
  ])('stores %j as %j', (value, stored) => {
    expect(libraryCommunity(value)).toEqual({ value: stored })
  })

  it.each([['1'], [{ 0: '1' }], [['1', 'x']], [['1', '0']], [[null]]])('refuses %j', (value) => {
    expect(libraryCommunity(value)).toEqual({ error: 'Please choose one of the listed options.' })
  })

  it('takes up to 50 communities', () => {
    const fifty = Array.from({ length: 50 }, (_, index) => String(index + 1))
    expect(libraryCommunity(fifty).value).toHaveLength(50)
    expect(libraryCommunity([...fifty, '51'])).toEqual({ error: 'Array must contain at most 50 element(s)' })
  })
})

describe('the state', () => {
  it.each(['NY', 'DC', 'PR'])('stores %j', (value) => {
    expect(usState(value)).toEqual({ value })
  })

  it.each(['ny', 'ZZ', 'New York', '', undefined])('refuses %j', (value) => {
    expect(usState(value)).toEqual({ error: 'Please choose a state.' })
  })
})

describe('the Poulin project checkbox', () => {
  const rule = registrationRules(() => false).poulinProject

  it.each([
    [undefined, false],
    [false, false],
    [true, true],
  ])('stores %j as %j', (value, stored) => {
    expect(rule(value)).toEqual({ value: stored })
  })

  it('refuses anything but a boolean', () => {
    expect(rule('yes')).toEqual({ error: 'Expected boolean' })
  })
})

describe('the profile form', () => {
  it('stores every field as the server keeps it', () => {
    const form = parseForm(profileRules, {
      firstName: ' Lena ',
      lastName: 'Marchetti',
      secondaryEmail: 'desk@hudson-library.example.org',
      library: 'Hudson Area Library',
      address: '51 North Fifth Street',
      city: 'Hudson',
      state: 'NY',
      zipCode: '125341234',
      phoneNumber: '518.555.0117',
      population: '6000',
      numberServes: 4200,
      numberBenefit: '0',
      libraryCommunity: ['2'],
      unknownField: 'dropped',
    })
    expect(form).toEqual({
      data: {
        firstName: 'Lena',
        lastName: 'Marchetti',
        secondaryEmail: 'desk@hudson-library.example.org',
        library: 'Hudson Area Library',
        address: '51 North Fifth Street',
        city: 'Hudson',
        state: 'NY',
        zipCode: '12534-1234',
        phoneNumber: '(518) 555-0117',
        population: 6000,
        numberServes: 4200,
        numberBenefit: 0,
        libraryCommunity: [2],
      },
    })
  })

  it.each([
    ['firstName', 100, 'your first name'],
    ['lastName', 100, 'your last name'],
    ['library', 200, 'the name of your library'],
    ['city', 100, 'the city'],
  ] as const)('%s takes up to %i characters', (field, max, label) => {
    const rule = profileRules[field]
    expect(rule('x'.repeat(max))).toEqual({ value: 'x'.repeat(max) })
    expect(rule('x'.repeat(max + 1))).toEqual({ error: `String must contain at most ${max} character(s)` })
    expect(rule(' ')).toEqual({ error: `Please enter ${label}.` })
  })
})
