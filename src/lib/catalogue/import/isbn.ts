/**
 * ISBN-13 (issue 33 item 1): the book's number as printed, checked by its last digit. Staff type or paste it
 * with hyphens or spaces; it is stored as its 13 digits. An ISBN-10 (older books) is converted: the same
 * book's ISBN-13 is 978, its first nine digits and a new check digit.
 */

const DIGITS_13 = /^\d{13}$/
const DIGITS_10 = /^\d{9}[\dX]$/

/** The check digit of the first twelve digits of an ISBN-13: weights 1, 3, 1, 3, … */
export function isbn13CheckDigit(first12: string): number {
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3)
  return (10 - (sum % 10)) % 10
}

function isbn10IsValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < 10; i++) sum += (digits[i] === 'X' ? 10 : Number(digits[i])) * (10 - i)
  return sum % 11 === 0
}

export type IsbnReading = { ok: true; isbn: string } | { ok: false; reason: string }

/** Reads a typed ISBN: 13 digits with a correct check digit (or a correct ISBN-10), hyphens and spaces ignored. */
export function readIsbn(text: string): IsbnReading {
  const compact = text
    .trim()
    .replace(/^ISBN(?:-1[03])?:?\s*/i, '')
    .replace(/[\s-]/g, '')
    .toUpperCase()
  if (DIGITS_13.test(compact)) {
    if (!compact.startsWith('978') && !compact.startsWith('979'))
      return { ok: false, reason: 'An ISBN-13 starts with 978 or 979.' }
    if (isbn13CheckDigit(compact) !== Number(compact[12]))
      return { ok: false, reason: 'This ISBN’s last digit does not match: check for a typing mistake.' }
    return { ok: true, isbn: compact }
  }
  if (DIGITS_10.test(compact)) {
    if (!isbn10IsValid(compact))
      return { ok: false, reason: 'This ISBN’s last digit does not match: check for a typing mistake.' }
    const first12 = `978${compact.slice(0, 9)}`
    return { ok: true, isbn: `${first12}${isbn13CheckDigit(first12)}` }
  }
  return { ok: false, reason: 'An ISBN has 13 digits (hyphens and spaces are fine), e.g. 978-0-306-40615-7.' }
}

/** The field's validation in the book form: empty, or a correct ISBN (stored as its 13 digits). */
export const validateIsbnField = (value: unknown): true | string => {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string') return 'Enter the ISBN as text.'
  const reading = readIsbn(value)
  return reading.ok ? true : reading.reason
}

/** The stored form of a typed ISBN: its 13 digits when it reads as one, the text as typed otherwise. */
export const normaliseIsbn = (value: unknown): unknown => {
  if (typeof value !== 'string') return value
  if (value.trim() === '') return null
  const reading = readIsbn(value)
  return reading.ok ? reading.isbn : value
}
