import type { UIFieldServerProps } from 'payload'

import { hasRole } from '../../access/roles'
import { formatPrice } from '../../lib/catalogue/price'
import { shippingMethodNames } from '../../lib/commerce/orders/packingSlipEndpoints'
import { canMarkShipped, ORDER_STEP_LABELS, ORDER_STEP_MAPPING, orderStep } from '../../lib/commerce/orders/orderStep'
import { orderTimeline, type TimelineEmail } from '../../lib/commerce/orders/orderTimeline'
import { ORGANISATION_TIME_ZONE } from '../../lib/commerce/orders/monthSummary'
import { shortOrderNumber } from '../../lib/commerce/orders/shortNumber'
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../lib/commerce/orders/statusTransitions'
import type { Order } from '../../payload-types'
import { adminDate } from '../waiting-list-admin/adminDate'
import { MarkShippedButton } from './MarkShippedButton'
import './orderSummary.css'

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: ORGANISATION_TIME_ZONE })

/**
 * The top of an order's page: what staff read before anything else (issue 37 item 1). Who ordered, what, where
 * it goes and how, what it cost; the status as one step with 'Mark shipped'; and what has happened so far.
 * Reads the saved order (not the form's unsaved edits) and the emails kept for it, as the staff member.
 */
export async function OrderSummary({ id, data, req }: UIFieldServerProps) {
  if (!id) return null
  const order = (data ?? {}) as Order
  const status = (order.status ?? 'pending') as OrderStatus
  const step = orderStep(status)
  const a = order.shippingAddress ?? {}
  const cityLine = [a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  const address = [a.fullName, a.organisation, a.addressLine1, a.addressLine2, cityLine, a.countryCode !== 'US' ? a.countryCode : null]
    .filter((line): line is string => !!line && line.trim() !== '')
  const [methodNames, emails] = await Promise.all([
    order.shippingMethodHandle ? shippingMethodNames(req) : Promise.resolve({} as Record<string, string>),
    // Outbox emails carry the order's link, which holds its reference number.
    order.number
      ? req.payload
          .find({
            collection: 'email-outbox',
            where: { text: { contains: order.number } },
            select: { subject: true, to: true, createdAt: true },
            sort: 'createdAt',
            limit: 50,
            depth: 0,
            overrideAccess: false,
            user: req.user,
          })
          .then(({ docs }) => docs as TimelineEmail[])
          .catch(() => [] as TimelineEmail[])
      : Promise.resolve([] as TimelineEmail[]),
  ])
  const timeline = orderTimeline(order, emails)
  const method = order.shippingMethodHandle ? (methodNames[order.shippingMethodHandle] ?? 'A shipping method no longer listed') : null
  const money = (cents: number | null | undefined) => formatPrice(cents ?? 0)
  const press = order.type === 'press'
  const canShip = canMarkShipped(status) && hasRole(req.user, 'admin', 'fulfilment')

  return (
    <section className="order-summary" aria-label="Order summary">
      <header className="order-summary__head">
        <div>
          <h2 className="order-summary__title">Order {shortOrderNumber(id)}</h2>
          <p className="order-summary__meta">
            {press ? 'Press order' : 'Library Program order'}
            {order.dateOrdered ? ` · placed ${adminDate(order.dateOrdered)}` : ''}
          </p>
        </div>
        <div className="order-summary__step">
          <span className={`order-summary__badge order-summary__badge--${step}`} data-testid="order-step">
            {ORDER_STEP_LABELS[step]}
          </span>
          <span className="order-summary__status-note">Status: {ORDER_STATUS_LABELS[status]}</span>
          {canShip && <MarkShippedButton orderId={String(id)} shortNumber={shortOrderNumber(id)} tracking={order.trackingNumber ?? ''} />}
        </div>
      </header>
      <p className="order-summary__mapping">
        {ORDER_STEP_MAPPING.map(({ step: name, statuses }) => `${name} = ${statuses}`).join(' · ')}
      </p>

      <div className="order-summary__grid">
        <div>
          <h3>Customer</h3>
          {order.library && <p className="order-summary__strong">{order.library}</p>}
          {!order.library && a.fullName && <p className="order-summary__strong">{a.fullName}</p>}
          <p>
            <a href={`mailto:${order.email}`}>{order.email}</a>
          </p>
          {a.phone && <p>{a.phone}</p>}
        </div>
        <div>
          <h3>Ship to</h3>
          <address className="order-summary__address">
            {address.length > 0 ? address.map((line, index) => <span key={index}>{line}</span>) : 'No address given'}
          </address>
          <p>
            <span className="order-summary__label">Shipping method: </span>
            {method ?? 'None chosen'}
          </p>
          {order.trackingNumber && (
            <p>
              <span className="order-summary__label">Tracking number: </span>
              {order.trackingNumber}
            </p>
          )}
        </div>
      </div>

      <h3>Books</h3>
      <table className="order-summary__lines">
        <thead>
          <tr>
            <th scope="col">Book</th>
            <th scope="col">Qty</th>
            <th scope="col">Price</th>
            <th scope="col">Subtotal</th>
          </tr>
        </thead>
        <tbody>
          {(order.lineItems ?? []).map((line, index) => (
            <tr key={line.id ?? index}>
              <td>{line.title}</td>
              <td>{line.qty}</td>
              <td>{money(line.unitPrice)}</td>
              <td>{money(line.subtotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Items ({order.totalQty ?? 0} {order.totalQty === 1 ? 'book' : 'books'})
            </th>
            <td>{money(order.itemTotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>Shipping</th>
            <td>{money(order.shippingTotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>Tax</th>
            <td>{money(order.taxTotal)}</td>
          </tr>
          <tr className="order-summary__total">
            <th scope="row" colSpan={3}>Total</th>
            <td>{money(order.total)}</td>
          </tr>
        </tfoot>
      </table>

      <h3>Timeline</h3>
      <ol className="order-summary__timeline" data-testid="order-timeline">
        {timeline.map((entry) => (
          <li key={entry.key}>
            <span className="order-summary__event">{entry.label}</span>
            {entry.detail && <span className="order-summary__detail">{entry.detail}</span>}
            {entry.at && <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>}
          </li>
        ))}
      </ol>
    </section>
  )
}
