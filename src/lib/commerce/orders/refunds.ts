import type Stripe from 'stripe'

import type { Order } from '../../../payload-types'
import type { StripeEventHandler } from '../payments/webhooks'

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null)

export type RefundUpdate = Pick<Order, 'paymentStatus'> & { stripe: NonNullable<Order['stripe']> }

/**
 * What a charge.refunded event means for the order. Stripe reports the charge's cumulative refunded amount,
 * so the larger of that and what is recorded wins (a late, older event never lowers it). A full refund makes
 * the payment 'refunded'; a partial one keeps it 'paid' with the refunded amount beside it, so staff see the
 * order was paid and how much went back.
 */
export function refundUpdate(order: Pick<Order, 'paymentStatus' | 'stripe'>, charge: Stripe.Charge): RefundUpdate {
  const refundedTotal = Math.max(order.stripe?.refundedTotal ?? 0, charge.amount_refunded ?? 0)
  const fullyRefunded = charge.refunded || (charge.amount > 0 && refundedTotal >= charge.amount)
  return {
    paymentStatus: fullyRefunded ? 'refunded' : order.paymentStatus,
    stripe: {
      ...order.stripe,
      chargeId: order.stripe?.chargeId || charge.id,
      paymentIntentId: order.stripe?.paymentIntentId || idOf(charge.payment_intent),
      refundedTotal,
    },
  }
}

/** Records refunds made in the Stripe dashboard on the press order paid by that charge. */
export const orderRefundEventHandler: StripeEventHandler = {
  name: 'order-refunds',
  handle: async (payload, event, req) => {
    if (event.type !== 'charge.refunded') return false
    const charge = event.data.object as Stripe.Charge
    const paymentIntentId = idOf(charge.payment_intent)
    const { docs } = await payload.find({
      collection: 'orders',
      where: {
        or: [
          { 'stripe.chargeId': { equals: charge.id } },
          ...(paymentIntentId ? [{ 'stripe.paymentIntentId': { equals: paymentIntentId } }] : []),
        ],
      },
      limit: 1,
      depth: 0,
      pagination: false,
      req,
    })
    const order = docs[0] as Order | undefined
    if (!order) return false
    await payload.update({ collection: 'orders', id: order.id, data: refundUpdate(order, charge), depth: 0, req })
    return true
  },
}
