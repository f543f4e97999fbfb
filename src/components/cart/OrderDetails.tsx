import type { PublicOrder } from '@/lib/commerce/orders/orderAccess'
import { orderStatement } from '@/lib/commerce/orders/orderStatement'
import { ORDER_STATUS_LABELS } from '@/lib/commerce/orders/statusTransitions'

import styles from './cart.module.css'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const money = (cents: number) => usd.format(cents / 100)
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' })
const countryNames = new Intl.DisplayNames('en-US', { type: 'region' })
/** 'US' → 'United States' (press orders may ship abroad); a code Intl does not know (RangeError) shows as stored. */
const countryName = (code: string | null | undefined) => {
  try {
    return code ? (countryNames.of(code) ?? code) : null
  } catch {
    return code ?? null
  }
}

/** An order as its buyer sees it: number, date, status, lines, address and note. */
export function OrderDetails({ order }: { order: PublicOrder }) {
  const a = order.shippingAddress
  const address = [
    a.fullName,
    a.organisation,
    a.addressLine1,
    a.addressLine2,
    [a.city, a.state, a.zipCode].filter(Boolean).join(', '),
    countryName(a.countryCode),
  ].filter(Boolean)
  return (
    <div className={styles.order}>
      <h1 className={styles.heading}>Order {order.shortNumber}</h1>
      <p className={styles.statement} role="status">
        {orderStatement(order)}
      </p>
      <dl className={styles.details}>
        <dt>Number</dt>
        <dd>{order.shortNumber}</dd>
        <dt>Reference</dt>
        <dd>{order.number}</dd>
        <dt>Date</dt>
        <dd>{order.dateOrdered ? dateFormat.format(new Date(order.dateOrdered)) : '—'}</dd>
        <dt>Status</dt>
        <dd>{ORDER_STATUS_LABELS[order.status as keyof typeof ORDER_STATUS_LABELS] ?? order.status}</dd>
        <dt>Books</dt>
        <dd>
          <ul className={styles.orderLines}>
            {order.lineItems.map((line) => (
              <li key={line.sku}>
                {line.qty} × {line.title}
                {order.type === 'press' && ` — ${money(line.unitPrice)} each, ${money(line.subtotal)}`}
              </li>
            ))}
          </ul>
        </dd>
        {order.type === 'press' && (
          <>
            <dt>Items</dt>
            <dd>{money(order.itemTotal)}</dd>
            <dt>Shipping</dt>
            <dd>{money(order.shippingTotal)}</dd>
            <dt>Tax</dt>
            <dd>{money(order.taxTotal)}</dd>
            <dt>Total</dt>
            <dd data-testid="order-total">{money(order.total)}</dd>
            <dt>Payment</dt>
            <dd data-testid="order-payment-status">{order.paymentStatus === 'paid' ? 'Paid' : order.paymentStatus}</dd>
          </>
        )}
        <dt>Ship to</dt>
        <dd>
          {address.map((line) => (
            <span key={line} className={styles.addressLine}>
              {line}
            </span>
          ))}
        </dd>
        {order.trackingNumber && (
          <>
            <dt>Tracking number</dt>
            <dd>{order.trackingNumber}</dd>
          </>
        )}
        {order.note && (
          <>
            <dt>Note</dt>
            <dd>{order.note}</dd>
          </>
        )}
      </dl>
    </div>
  )
}
