'use client'

import { useEffect, useState } from 'react'

import { useViewer } from '@/components/account/ViewerProvider'
import { useMinimumDisplay } from '@/components/progress/useMinimumDisplay'
import { SiteLink } from '@/components/layout/SiteLink'
import type { PublicOrder } from '@/lib/commerce/orders/orderAccess'
import { ORDER_STATUS_LABELS } from '@/lib/commerce/orders/statusTransitions'

import styles from './cart.module.css'

/** Made on first use (see formatCents in press/money.ts): this module loads with the cart page's scripts. */
let dateFormat: Intl.DateTimeFormat | undefined
const formatDate = (date: Date) =>
  (dateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' })).format(date)

/**
 * My Account's order history: the account's orders, newest first, each linking to its order page.
 * Rendered inside My Account's 'Your orders' section, which gives it its heading.
 */
export function AccountOrders() {
  const { viewer } = useViewer()
  const [orders, setOrders] = useState<PublicOrder[] | null>(null)
  const email = viewer?.email
  const loading = useMinimumDisplay(orders === null)

  useEffect(() => {
    if (!email) return
    let current = true
    fetch(`/api/cart/orders?email=${encodeURIComponent(email)}`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : { orders: [] }))
      .then((body: { orders?: PublicOrder[] }) => current && setOrders(body.orders ?? []))
      .catch((error: unknown) => console.error('Could not load the orders', error))
    return () => {
      current = false
    }
  }, [email])

  return loading || orders === null ? (
    <p role="status">Loading your orders…</p>
  ) : orders.length === 0 ? (
    <p>You have not placed an order yet.</p>
  ) : (
    <ul className={styles.history}>
      {orders.map((order) => (
        <li key={order.number}>
          <span className={styles.orderSummary}>
            <SiteLink href={`/cart/order/${order.number}`}>Order {order.shortNumber}</SiteLink>
            <span>{order.dateOrdered ? formatDate(new Date(order.dateOrdered)) : ''}</span>
            <span>
              {order.totalQty} {order.totalQty === 1 ? 'book' : 'books'}
            </span>
          </span>
          <span className={styles.orderStatus} data-status={order.status}>
            <span className="visually-hidden">Status: </span>
            {ORDER_STATUS_LABELS[order.status as keyof typeof ORDER_STATUS_LABELS] ?? order.status}
          </span>
        </li>
      ))}
    </ul>
  )
}
