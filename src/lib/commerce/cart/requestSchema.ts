import { z } from 'zod'

import { refusePrototypeNames } from '../../http/requestBody'

import type { CartLineUpdate } from './lines'
import { ADDRESS_LIMITS } from './types'
import { NUMBER_PATTERN } from '../orders/orderNumber'

/**
 * The commerce calls' parameters (SPEC §7), sent as JSON or form-encoded with bracketed names
 * (`order[number]`, `lineItems[{id}][qty]`, `purchasables[0][id]`, `shippingAddress[city]`). Both arrive here
 * as one nested object and are validated by the same zod schemas.
 */

type Nested = { [key: string]: string | Nested }

/**
 * `a[b][c]=v` pairs → { a: { b: { c: v } } }. A key repeated keeps its last value. Every object is made
 * without a prototype and a name with a prototype segment (`__proto__[x]`) is refused (400): no request key
 * may reach Object.prototype.
 */
export function bracketsToObject(entries: Iterable<[string, string]>): Nested {
  const pairs = [...entries]
  refusePrototypeNames(pairs.map(([name]) => name))
  const root: Nested = Object.create(null) as Nested
  for (const [name, value] of pairs) {
    // A matched part holds no bracket but its own enclosing pair, so removing every bracket unwraps it.
    const parts = name.match(/^[^[\]]+|\[[^[\]]*\]/g)?.map((part) => part.replace(/[[\]]/g, ''))
    if (!parts || parts.join('').length === 0) continue
    let node = root
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value
      else {
        const child = node[part]
        node = node[part] = typeof child === 'object' ? child : (Object.create(null) as Nested)
      }
    })
  }
  return root
}

const number = z.string().trim().regex(NUMBER_PATTERN, 'number must be a cart or order number')
// A blank quantity is a mistake, not 0 (which removes the line): Number('') and Number(null) are 0.
const qty = z.preprocess(
  (value) => (value === '' || value === null || (typeof value === 'string' && !value.trim()) ? Number.NaN : value),
  z.coerce
    .number({ error: 'qty must be a number' })
    // Not int(), which also refuses whole numbers past 2^53 with its message: 1e20 copies is over the limit.
    .refine(Number.isInteger, 'qty must be a whole number')
    .min(0, 'qty must be 0 or more')
    .max(999, 'qty must be at most 999'),
)
const id = z.string().trim().min(1, 'id must not be empty').max(100)
const text = (max: number) => z.string().trim().max(max)

/** `{0: x, 1: y}` (form-encoded) or `[x, y]` (JSON). */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : value),
    z.array(item).max(100),
  )

export const addressSchema = z
  .strictObject({
    fullName: text(ADDRESS_LIMITS.fullName),
    organisation: text(ADDRESS_LIMITS.organisation),
    addressLine1: text(ADDRESS_LIMITS.addressLine1),
    addressLine2: text(ADDRESS_LIMITS.addressLine2),
    city: text(ADDRESS_LIMITS.city),
    state: text(ADDRESS_LIMITS.state),
    // SPEC §5: the state is sent as stateValue (a name or code) or stateId (a number).
    stateValue: text(ADDRESS_LIMITS.stateValue),
    stateId: text(ADDRESS_LIMITS.stateId),
    zipCode: text(ADDRESS_LIMITS.zipCode),
    countryCode: text(ADDRESS_LIMITS.countryCode),
    phone: text(ADDRESS_LIMITS.phone),
  })
  .partial()

export type AddressInput = z.infer<typeof addressSchema>

/** Takes the cart number from `number` or `order[number]`. */
const withNumber = <S extends z.core.$ZodShape>(shape: S) =>
  z
    .strictObject({ number: number.optional(), order: z.object({ number }).partial().optional(), ...shape })
    .transform((body) => {
      // zod 4's types lose these two fields in the spread of a generic shape; every call's output has them.
      const { order, ...rest } = body as typeof body & { number?: string; order?: { number?: string } }
      return { ...rest, number: rest.number ?? order?.number }
    })

export const getCartSchema = withNumber({})

export const updateCartSchema = withNumber({
  lineItems: z.record(id, z.strictObject({ qty })).optional(),
  purchasables: listOf(z.strictObject({ id, qty: qty.default(1) })).optional(),
  purchasableId: id.optional(),
  qty: qty.optional(),
  shippingMethodHandle: text(100).min(1).optional(),
  shippingAddress: addressSchema.optional(),
  email: z.string().trim().check(z.email('email must be a valid email')).optional(),
  note: text(2000).optional(),
  gatewayId: z.coerce.number().refine((value) => value === 2, 'gatewayId must be 2').optional(),
}).refine((body) => body.qty === undefined || body.purchasableId !== undefined, {
  error: 'qty needs a purchasableId',
  path: ['qty'],
})

export type UpdateCartInput = z.infer<typeof updateCartSchema>

export const completeCartSchema = withNumber({
  note: text(2000).optional(),
  shippingAddress: addressSchema.optional(),
  gatewayId: z.coerce.number().refine((value) => value === 2, 'gatewayId must be 2').optional(),
})

export const forgetCartSchema = withNumber({})
export const orderByNumberSchema = z.strictObject({ number })
export const ordersByEmailSchema = z.strictObject({ email: z.string().trim().check(z.email('email must be a valid email')) })

/** The line changes of an update-cart call, separated from its other parts. */
export function lineUpdateOf(input: UpdateCartInput): CartLineUpdate | null {
  const { lineItems, purchasables, purchasableId, qty: quantity } = input
  if (!lineItems && !purchasables && purchasableId === undefined) return null
  return { lineItems, purchasables, purchasableId, qty: quantity }
}
