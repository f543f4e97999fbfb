/** The client's view of a cart (SPEC §3 "Cart"). The cart work fills it from the commerce endpoints. */
export type CartLineItem = {
  /** The purchasable (variant) id. */
  purchasableId: string
  qty: number
}

export type ClientCart = {
  /** Absent until the first add/update gives the cart a number. */
  number: string | null
  lineItems: CartLineItem[]
  totalQty: number
}

export const EMPTY_CART: ClientCart = { number: null, lineItems: [], totalQty: 0 }

/** The cookie that holds the cart number (7 days, SPEC §3). */
export const CART_COOKIE = 'art_cart_id'

/** Total quantity, computed from the line items when a response leaves totalQty out. */
export function totalQuantity(lineItems: readonly CartLineItem[]): number {
  return lineItems.reduce((sum, item) => sum + (Number.isFinite(item.qty) ? item.qty : 0), 0)
}
