/**
 * The cart as the commerce endpoints return it (SPEC §3 "Cart") and the client holds it: the same shape for
 * the Library Program order and the press cart.
 */
export type CartLineItem = {
  /** The line's own id (update-cart lineItems[{id}][qty]). */
  id?: string
  /** The purchasable (variant SKU). */
  purchasableId: string
  qty: number
  /** What the line is, for showing it (filled by the server). */
  book?: CartLineBook
  /** Press price per copy and qty × price, in cents (0 for library books). */
  unitPrice?: number
  subtotal?: number
}

export type CartLineBook = {
  id: number | string
  title: string
  slug: string | null
  authors: string | null
  catalogue: 'libraryProgram' | 'press'
  cover: { url: string; alt: string } | null
  /** Copies in stock now. */
  stock: number
}

export type CartAddress = {
  fullName?: string | null
  organisation?: string | null
  addressLine1?: string | null
  addressLine2?: string | null
  city?: string | null
  state?: string | null
  zipCode?: string | null
  countryCode?: string | null
  phone?: string | null
}

type ShippingMethodView = { handle: string; name: string; free: boolean }

/** A library account's order against its library type's book limit (SPEC §6). */
type CartLimit = {
  limit: number
  exceeded: boolean
  excessLineIds: string[]
  /** orderLimitStatement with {limit} filled in. */
  statement: string
  exceededStatement: string
}

export type ClientCart = {
  /** Absent until the first add/update gives the cart a number. */
  number: string | null
  type?: 'library' | 'press'
  lineItems: CartLineItem[]
  totalQty: number
  itemTotal?: number
  shippingMethodHandle?: string | null
  availableShippingMethods?: ShippingMethodView[]
  shippingAddress?: CartAddress
  note?: string | null
  email?: string | null
  limit?: CartLimit
}

/** What every cart call answers: the cart, and what changed on the way (a line capped to stock...). */
export type CartResponse = { cart: ClientCart; messages?: string[]; error?: string }

export const EMPTY_CART: ClientCart = { number: null, lineItems: [], totalQty: 0 }

/** The cookie that holds the guest cart's number (7 days, SPEC §3). */
/**
 * The longest text each part of a shipping address may hold: the cart calls' schema refuses more, and the
 * address inputs stop there (maxLength), so nobody types past a limit to be told about it afterwards.
 */
export const ADDRESS_LIMITS = {
  fullName: 200,
  organisation: 200,
  addressLine1: 200,
  addressLine2: 200,
  city: 100,
  state: 100,
  stateValue: 100,
  stateId: 20,
  zipCode: 20,
  countryCode: 2,
  phone: 40,
} as const

export const CART_COOKIE = 'art_cart_id'
export const CART_COOKIE_MAX_AGE = 604_800

/** Total quantity, computed from the line items when a response leaves totalQty out. */
export function totalQuantity(lineItems: readonly { qty: number }[]): number {
  return lineItems.reduce((sum, item) => sum + (Number.isFinite(item.qty) ? item.qty : 0), 0)
}
