import type { PublicOrder } from './orderAccess'

/** The line at the top of the order page: what has happened to the order, in the buyer's words. */
export function orderStatement(order: Pick<PublicOrder, 'type' | 'status'>): string {
  switch (order.status) {
    case 'shipped':
    case 'completed':
      return 'Your order has shipped.'
    case 'cancelled':
      return 'This order was cancelled.'
    default:
      return order.type === 'library'
        ? 'Thank you. Your Library Program order has been received.'
        : 'Thank you for your order.'
  }
}
