import { z } from 'zod'

import { NUMBER_PATTERN } from './orderNumber'

export type OrderLookup = { number?: string | string[]; email?: string | string[] }
export type OrderLookupResult = { target: string } | { error: string | null }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
const email = z.email()

/**
 * Where the 'Find your order' form leads: the order page addressed by its number with its email (SPEC §7
 * art-order: both together, so a number alone shows nothing). Numbers are forgiving of how they were copied
 * from an email or a packing slip (spaces, dashes, capitals). No input yet → no error; a bad input → why.
 */
export function orderLookupTarget(lookup: OrderLookup): OrderLookupResult {
  const rawNumber = first(lookup.number)
  const rawEmail = first(lookup.email)
  if (!rawNumber && !rawEmail) return { error: null }
  const number = rawNumber.replace(/[\s-]/g, '').toLowerCase()
  if (!NUMBER_PATTERN.test(number))
    return { error: 'Enter the 16-character order number from your confirmation email.' }
  if (!email.safeParse(rawEmail).success) return { error: 'Enter the email address the order was placed with.' }
  return { target: `/cart/order/${number}?email=${encodeURIComponent(rawEmail)}` }
}
