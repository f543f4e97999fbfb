import { quoteShipping, type ShippingQuote, type ShippingRule } from '../cart/shippingRates'
import { autoSetShippingMethod, offeredShippingMethods } from '../cart/shippingMethod'
import { quoteTax, type TaxRule } from '../cart/tax'
import { itemTotal as sumItems } from '../cart/totals'
import { totalQuantity } from '../cart/types'

/**
 * What a press cart costs: lines at the books' current prices, the shipping methods for the address with the
 * SPEC §4 choice, tax and the total, all in integer cents. The estimate endpoint, the Stripe session and the
 * order are all made from this one computation over server-side data; nothing the browser sends is a price.
 */

export type QuoteLine = { bookId: number | string; sku: string; title: string; unitPrice: number; qty: number }

export type CheckoutQuote = {
  lines: (QuoteLine & { subtotal: number })[]
  totalQty: number
  itemTotal: number
  shippingMethods: ShippingQuote[]
  shippingMethodHandle: string
  shippingName: string
  shippingTotal: number
  /** Null until the address has a country and ZIP code (SPEC §5), or when no rate applies. */
  tax: { name: string; rate: number } | null
  taxTotal: number
  total: number
  /** False until the address has a country and ZIP code: shipping and tax are then not yet known. */
  estimated: boolean
}

export type QuoteAddress = { countryCode?: string | null; state?: string | null; zipCode?: string | null }

export function quoteCart(input: {
  lines: readonly QuoteLine[]
  address: QuoteAddress
  chosenShipping: string | null | undefined
  shippingRules: readonly ShippingRule[]
  taxRules: readonly TaxRule[]
}): CheckoutQuote {
  const lines = input.lines.map((line) => ({ ...line, subtotal: line.unitPrice * line.qty }))
  const totals = { itemTotal: sumItems(lines), totalQty: totalQuantity(lines) }
  const estimated = !!input.address.countryCode?.trim() && !!input.address.zipCode?.trim()
  const available = estimated ? quoteShipping(input.shippingRules, input.address.countryCode, totals) : []
  // Only what the SPEC §4 rule would keep once chosen is offered: no 'Free shipping' that switches back.
  const shippingMethods = offeredShippingMethods(available)
  const shippingMethodHandle = autoSetShippingMethod(available, input.chosenShipping)
  const shipping = shippingMethods.find((method) => method.handle === shippingMethodHandle)
  const shippingTotal = shipping?.cost ?? 0
  const tax = estimated ? quoteTax(input.taxRules, input.address, { itemTotal: totals.itemTotal, shippingTotal }) : null
  const taxTotal = tax?.amount ?? 0
  return {
    lines,
    ...totals,
    shippingMethods,
    shippingMethodHandle,
    shippingName: shipping?.name ?? 'Free shipping',
    shippingTotal,
    tax: tax && { name: tax.name, rate: tax.rate },
    taxTotal,
    total: totals.itemTotal + shippingTotal + taxTotal,
    estimated,
  }
}
