import { EMAIL, email, fail, filledIn, newPassword, required, type Rule } from './accountRules'
import { isPoBox, PO_BOX_MESSAGE } from './poBox'
import { US_STATE_CODES } from './usStates'

/** The rules of the registration and profile forms (see accountRules.ts), wrapped by their zod schemas. */

/** Optional: '' (or nothing) stores nothing. */
export const secondaryEmail: Rule<string | undefined> = (value) => {
  if (value !== undefined && typeof value !== 'string') return fail('Invalid input')
  const text = value?.trim() ?? ''
  // Stryker disable next-line ObjectLiteral: {} stores nothing too (its value is undefined)
  if (!text) return { value: undefined }
  if (text.length > 254) return fail('This email address is too long.')
  // Stored in lower case, as the login email is.
  return EMAIL.test(text)
    ? { value: text.toLowerCase() }
    : fail('Please enter a valid secondary email address, or leave it empty.')
}

/** ZIP or ZIP+4: 12534, 12534-1234 or 125341234. Normalised to 12534 or 12534-1234. */
export const zipCode = required('your ZIP code', Infinity, undefined, (zip) =>
  /^\d{5}(?:-?\d{4})?$/.test(zip)
    ? { value: zip.length === 9 ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip }
    : fail('Please enter a US ZIP code of 5 or 9 digits, like 12534 or 12534-1234.'),
)

/** Ten digits (a leading US country code 1 is dropped); spaces, dashes, dots and brackets are fine. */
export const phoneNumber = required('a phone number', Infinity, undefined, (phone) => {
  if (!/^[\d\s().+-]+$/.test(phone)) return fail('Please use only digits, spaces, dashes, dots and brackets.')
  const digits = /^1?(\d{10})$/.exec(phone.replace(/\D/g, ''))?.[1]
  if (!digits) return fail('Please enter a 10-digit US phone number, like (518) 555-0117.')
  return { value: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` }
})

/** FedEx Ground delivers the books: a street address, never a PO box. */
export const streetAddress = required(
  'the street address of your library',
  200,
  'This address is too long.',
  (address) => (isPoBox(address) ? fail(PO_BOX_MESSAGE) : { value: address }),
)

/** Whole numbers of people, never negative; form inputs give strings and '' means not filled in. */
const headcount =
  (label: string): Rule<number> =>
  (value) => {
    // Decimal digits only: Number() also reads '0x10', '1e3' and a string of spaces (as 0).
    const text = typeof value === 'string' ? value.trim() : undefined
    const number = text === undefined ? value : /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : Number.NaN
    if (typeof number !== 'number' || Number.isNaN(number)) return fail(`Please enter ${label} as a number.`)
    if (!Number.isInteger(number)) return fail(`Please enter ${label} as a whole number.`)
    if (number < 0) return fail(`${label[0].toUpperCase()}${label.slice(1)} cannot be negative.`)
    if (number > 1_000_000_000) return fail(`Please check ${label}: this number is too large.`)
    return { value: number }
  }

/** A related document's id: a positive whole number, or its digits as a form value gives them. */
export const id =
  (message = 'Please choose one of the listed options.'): Rule<number> =>
  (value) => {
    const number = typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : value
    // Stryker disable next-line ConditionalExpression: Number.isInteger refuses every non-number as well (this narrows the type)
    if (typeof number !== 'number') return fail(message)
    return Number.isInteger(number) && number > 0 ? { value: number } : fail(message)
  }

const communityId = id()

/** The communities a library serves (checkboxes): none, or up to 50 ids. */
export const libraryCommunity: Rule<number[]> = (value) => {
  if (value === undefined) return { value: [] }
  if (!Array.isArray(value)) return fail('Please choose one of the listed options.')
  if (value.length > 50) return fail('Array must contain at most 50 element(s)')
  const ids: number[] = []
  for (const item of value) {
    const checked = communityId(item)
    if (checked.error !== undefined) return checked
    ids.push(checked.value)
  }
  return { value: ids }
}

export const usState: Rule<(typeof US_STATE_CODES)[number]> = (value) =>
  (US_STATE_CODES as readonly unknown[]).includes(value)
    ? { value: value as (typeof US_STATE_CODES)[number] }
    : fail('Please choose a state.')

/** The profile fields a library account may change itself (SPEC §7 updateViewer), in page order. */
export const profileRules = {
  firstName: required('your first name', 100),
  lastName: required('your last name', 100),
  secondaryEmail,
  library: required('the name of your library', 200),
  address: streetAddress,
  city: required('the city', 100),
  state: usState,
  zipCode,
  phoneNumber,
  population: headcount('the population of your service area'),
  numberServes: headcount('the number of people your library serves'),
  numberBenefit: headcount('the number of people who will benefit'),
  libraryCommunity,
}

/** The registration form (SPEC §3 "Registration input"), in page order. */
export const registrationRules = (isCommon: (password: string) => boolean) => ({
  firstName: profileRules.firstName,
  lastName: profileRules.lastName,
  email,
  secondaryEmail,
  password: newPassword(isCommon),
  confirmPassword: filledIn('Please enter your password again.'),
  library: profileRules.library,
  address: streetAddress,
  city: profileRules.city,
  state: usState,
  zipCode,
  phoneNumber,
  population: profileRules.population,
  numberServes: profileRules.numberServes,
  numberBenefit: profileRules.numberBenefit,
  libraryType: id('Please choose your library type.'),
  libraryCommunity,
  poulinProject: ((value) =>
    value === undefined || typeof value === 'boolean' ? { value: !!value } : fail('Expected boolean')) as Rule<boolean>,
})
