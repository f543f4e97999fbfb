import type { UIFieldServerProps } from 'payload'

import { formatPrice } from '../../lib/catalogue/price'
import { stripePaymentUrl } from '../../lib/commerce/orders/stripeLink'
import type { Order } from '../../payload-types'

/** Sidebar of an order: its packing slip and, for press orders, the card payment and any refund. */
export function OrderLinks({ data, id }: UIFieldServerProps) {
  if (!id) return null
  const order = (data ?? {}) as Partial<Order>
  const paymentIntentId = order.stripe?.paymentIntentId
  const stripeUrl = stripePaymentUrl(paymentIntentId)
  const refunded = order.stripe?.refundedTotal ?? 0
  return (
    <div className="field-type" style={{ display: 'grid', gap: 8, marginBottom: 'var(--base, 20px)' }}>
      <a
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0, justifySelf: 'start' }}
        href={`/api/orders/${encodeURIComponent(String(id))}/packing-slip`}
        target="_blank"
        rel="noopener"
      >
        Packing slip
      </a>
      {order.type === 'press' && (
        <div>
          <span className="field-label" style={{ display: 'block' }}>
            Card payment
          </span>
          {paymentIntentId ? (
            stripeUrl ? (
              <a href={stripeUrl} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                {paymentIntentId} (Stripe)
              </a>
            ) : (
              <span style={{ overflowWrap: 'anywhere' }}>{paymentIntentId} (local test payment, not in Stripe)</span>
            )
          ) : (
            <span>No payment reference yet.</span>
          )}
          {refunded > 0 && <p style={{ margin: '4px 0 0' }}>Refunded {formatPrice(refunded)}</p>}
        </div>
      )}
    </div>
  )
}
