import type Stripe from 'stripe'

import type { Order, PressCheckout } from '../../../payload-types'

/** `book` is null only when the book has since been deleted. */
export type CheckoutLine = { book: number | null; sku: string; title: string; unitPrice: number; qty: number }

const bookIdOf = (book: number | { id: number } | null | undefined) =>
  book && typeof book === 'object' ? book.id : (book ?? null)

/** The record's own lines, as priced and reserved when its session was opened. */
export const linesOf = (record: Pick<PressCheckout, 'lines'>): CheckoutLine[] =>
  (record.lines ?? []).map((line) => ({
    book: bookIdOf(line.book),
    sku: line.sku,
    title: line.title,
    unitPrice: line.unitPrice ?? 0,
    qty: line.qty,
  }))

const orderKeyOf = (sessionId: string) => `press:${sessionId}`

export const paymentIntentOf = (session: Pick<Stripe.Checkout.Session, 'payment_intent'>): string | null => {
  const intent = session.payment_intent
  return typeof intent === 'string' ? intent : (intent?.id ?? null)
}

/**
 * The paid press order of a checkout session, from that session's own record alone: the lines it reserved at
 * the prices it charged, its shipping, tax and total, the email, address and note as they were when it was
 * priced. Nothing is read from the cart, which may have changed or been paid again since. The session's
 * event adds only what Stripe knows: the buyer's email when none was given, and the payment reference.
 */
export function pressOrderData(
  record: PressCheckout,
  session: Pick<Stripe.Checkout.Session, 'id' | 'payment_intent' | 'customer_details' | 'customer_email'>,
  facts: { number: string; dateOrdered: string },
): Omit<Order, 'id' | 'createdAt' | 'updatedAt'> {
  const lines = linesOf(record)
  return {
    number: facts.number,
    idempotencyKey: orderKeyOf(session.id),
    type: 'press',
    email: record.email || session.customer_details?.email || session.customer_email || '',
    status: 'pending',
    paymentStatus: 'paid',
    dateOrdered: facts.dateOrdered,
    lineItems: lines.map((line) => ({
      book: line.book,
      title: line.title,
      sku: line.sku,
      unitPrice: line.unitPrice,
      qty: line.qty,
      subtotal: line.unitPrice * line.qty,
    })),
    totalQty: lines.reduce((sum, line) => sum + line.qty, 0),
    itemTotal: record.itemTotal ?? 0,
    shippingTotal: record.shippingTotal ?? 0,
    taxTotal: record.taxTotal ?? 0,
    total: record.total ?? 0,
    shippingMethodHandle: record.shippingMethodHandle ?? null,
    shippingAddress: record.shippingAddress ?? {},
    note: record.note ?? null,
    stripe: { checkoutSessionId: session.id, paymentIntentId: paymentIntentOf(session) },
  }
}
