import type { Order } from '../../../payload-types'
import { formatPrice } from '../../catalogue/price'

export type TimelineOrder = Pick<
  Order,
  'type' | 'status' | 'paymentStatus' | 'dateOrdered' | 'createdAt' | 'shippedAt' | 'trackingNumber' | 'stockReturned' | 'total'
> & { stripe?: Pick<NonNullable<Order['stripe']>, 'refundedTotal'> | null }

/** An email the server kept for this order (the email outbox). */
export type TimelineEmail = { subject: string; to: string; createdAt: string }

type TimelineEntry = { key: string; label: string; detail?: string; at: string | null }

/**
 * What happened to an order, oldest first, from what the server records anyway: the order's own dates and
 * fields (placed, paid, being packed, shipped with its tracking number, refunded, cancelled) and the emails
 * kept for it. Orders keep no history of their own, so a step with no recorded time (packing started, a
 * refund, a cancellation) shows without one, after the dated steps before it.
 */
export function orderTimeline(order: TimelineOrder, emails: readonly TimelineEmail[] = []): TimelineEntry[] {
  const placedAt = order.dateOrdered || order.createdAt
  const steps: TimelineEntry[] = [{ key: 'placed', label: 'Order placed', at: placedAt }]
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded')
    // Press orders are made when Stripe confirms the payment, so they were paid when placed.
    steps.push({ key: 'paid', label: `Paid by card: ${formatPrice(order.total ?? 0)}`, at: placedAt })
  if (order.paymentStatus === 'free')
    steps.push({ key: 'paid', label: 'No payment needed (Library Program)', at: placedAt })
  if (order.status === 'processing') steps.push({ key: 'packed', label: 'Being packed', at: null })
  if (order.shippedAt)
    steps.push({
      key: 'shipped',
      label: 'Shipped',
      detail: order.trackingNumber?.trim() ? `Tracking number ${order.trackingNumber.trim()}` : 'No tracking number',
      at: order.shippedAt,
    })
  const refunded = order.stripe?.refundedTotal ?? 0
  if (refunded > 0)
    steps.push({
      key: 'refunded',
      label: `${order.paymentStatus === 'refunded' ? 'Refunded in full' : 'Partly refunded'}: ${formatPrice(refunded)}`,
      at: null,
    })
  if (order.status === 'cancelled')
    steps.push({
      key: 'cancelled',
      label: 'Cancelled',
      detail: order.stockReturned ? 'The books went back into stock' : undefined,
      at: null,
    })

  const mails: TimelineEntry[] = [...emails]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((email, index) => ({ key: `email-${index}`, label: `Email sent: ${email.subject}`, detail: `To ${email.to}`, at: email.createdAt }))

  // Merge by time; an undated step keeps its place after the step before it (it sorts as that step's time).
  let lastTime = ''
  const keyed = steps.map((entry, index) => {
    if (entry.at) lastTime = entry.at
    return { entry, time: entry.at ?? lastTime, rank: index }
  })
  const all = [...keyed, ...mails.map((entry) => ({ entry, time: entry.at ?? '', rank: steps.length }))]
  return all
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => a.time.localeCompare(b.time) || a.rank - b.rank || a.index - b.index)
    .map(({ entry }) => entry)
}
