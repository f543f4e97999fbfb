/**
 * The life of a press checkout record (one per checkout session) and what a payment of its session does.
 *
 *   reserved ──paid──────────────▶ fulfilled      (its copies, held since 'Pay', become the order)
 *      │ ├─timed out, cancelled,
 *      │ │ expired, payment failed ▶ released ──paid──▶ fulfilled, if all its copies are still in stock
 *      │ │                                      └────▶ refundDue, otherwise
 *      │ └─a newer 'Pay' of the cart ▶ superseded ──paid──▶ refundDue
 *      └ refundDue ──refunded in Stripe──▶ refunded
 */
export const CHECKOUT_STATUSES = ['reserved', 'fulfilled', 'released', 'superseded', 'refundDue', 'refunded'] as const
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number]

export const CHECKOUT_STATUS_LABELS: Record<CheckoutStatus, string> = {
  reserved: 'Reserved, awaiting payment',
  fulfilled: 'Paid, order made',
  released: 'Released (not paid)',
  superseded: 'Replaced by a newer checkout',
  refundDue: 'Paid, refund due',
  refunded: 'Refunded',
}

/**
 * What a paid session's event does, from its record's status:
 * - 'fulfil': its copies are still held; the order is made from them.
 * - 'retake': its copies went back (the payment came in after the reservation timed out or was cancelled: the
 *   buyer paid in time at Stripe but the event came late). It is honoured if every one of its own lines can be
 *   taken again, all or nothing; otherwise it is a refund.
 * - 'refund': the cart was paid again since, so the buyer's newer checkout stands for what they want (and may be
 *   paid too); honouring this one as well would sell them the books twice. Recorded for staff to refund.
 * - 'recordUnknown': no record of the session (a payment page this server did not open, or one whose record was
 *   never made); there are no lines to honour, so it is recorded for refund.
 * - 'none': already settled; a repeated or late delivery.
 */
export type PaidSessionAction = 'fulfil' | 'retake' | 'refund' | 'recordUnknown' | 'none'

export function paidSessionAction(status: CheckoutStatus | null | undefined): PaidSessionAction {
  switch (status) {
    case 'reserved':
      return 'fulfil'
    case 'released':
      return 'retake'
    case 'superseded':
      return 'refund'
    case null:
    case undefined:
      return 'recordUnknown'
    default:
      return 'none'
  }
}
