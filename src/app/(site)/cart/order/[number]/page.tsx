import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import styles from '@/components/cart/cart.module.css'
import { OrderDetails } from '@/components/cart/OrderDetails'
import { DefaultLayout } from '@/components/layout'
import { OrderConfirming } from '@/components/press/OrderConfirming'
import { ReloadCart } from '@/components/press/ReloadCart'
import { NUMBER_PATTERN } from '@/lib/commerce/orders/orderNumber'
import { findPressOrderForBuyer } from '@/lib/commerce/press-checkout/orderLookup'
import { findVisibleOrder, publicOrder } from '@/lib/commerce/orders/orderAccess'
import { requestViewer } from '@/lib/auth/requestViewer'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Order', robots: { index: false } }

type Params = Promise<{ number: string }>
type SearchParams = Promise<{ email?: string | string[]; session_id?: string | string[] }>

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null)

/**
 * /cart/order/{number}: the order for the account that placed it and staff; for press buyers, the browser
 * that paid (signed cookie) or anyone giving the number with its email. The paying browser, sent back by
 * Stripe before its webhook has arrived, sees 'Confirming your payment…' until the order exists. Anyone
 * else gets the 404 page.
 */
export default async function OrderPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { number } = await params
  if (!NUMBER_PATTERN.test(number)) notFound()
  const payload = await getPayloadClient()
  const requestHeaders = await headers()
  const query = await searchParams
  const visible = await findVisibleOrder(
    payload,
    await requestViewer(payload, requestHeaders),
    number,
    one(query.email),
  )
  const buyer = visible
    ? null
    : await findPressOrderForBuyer(payload, number, requestHeaders.get('cookie'), one(query.session_id))
  const order = visible ?? (buyer?.state === 'order' ? buyer.order : null)
  if (!order && buyer?.state !== 'confirming') notFound()
  return (
    <DefaultLayout>
      <div className={styles.page}>
        {order ? <OrderDetails order={publicOrder(order)} /> : <OrderConfirming number={number} />}
        {order?.type === 'press' && <ReloadCart />}
      </div>
    </DefaultLayout>
  )
}
