import type Stripe from 'stripe'

import type { Donation } from '../../payload-types'
import type { StripeEventHandler } from '../commerce/payments/webhooks'

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null)

/**
 * A donation refunded in the Stripe dashboard: `charge.refunded` for its payment marks it refunded, and the
 * giving statement then shows it as such and leaves it out of the total. The charge is matched by its payment
 * intent (recorded from the checkout session or the invoice), or by the invoice older API versions name on
 * the charge. Only a full refund changes the donation: a partial one leaves it as given (logged for staff).
 */
export const donationRefundEventHandler: StripeEventHandler = {
  name: 'donation-refunds',
  handle: async (payload, event, req) => {
    if (event.type !== 'charge.refunded') return false
    const charge = event.data.object as Stripe.Charge
    const paymentIntentId = idOf(charge.payment_intent)
    const invoiceId = idOf((charge as unknown as { invoice?: string | { id: string } | null }).invoice)
    if (!paymentIntentId && !invoiceId) return false
    const { docs } = await payload.find({
      collection: 'donations',
      where: {
        or: [
          ...(paymentIntentId ? [{ stripePaymentIntentId: { equals: paymentIntentId } }] : []),
          ...(invoiceId ? [{ stripeInvoiceId: { equals: invoiceId } }] : []),
        ],
      },
      limit: 1,
      depth: 0,
      pagination: false,
      req,
    })
    const donation = docs[0] as Donation | undefined
    if (!donation) return false
    const fullyRefunded = charge.refunded || (charge.amount > 0 && (charge.amount_refunded ?? 0) >= charge.amount)
    if (!fullyRefunded) {
      payload.logger.warn(
        `Donation ${donation.id}: partly refunded in Stripe (${charge.amount_refunded} cents); kept as given`,
      )
      return true
    }
    if (donation.refundedAt) return true
    await payload.update({
      collection: 'donations',
      id: donation.id,
      data: { status: 'refunded', refundedAt: new Date((event.created ?? Date.now() / 1000) * 1000).toISOString() },
      depth: 0,
      req,
    })
    return true
  },
}
