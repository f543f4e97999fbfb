import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import styles from '@/components/cart/cart.module.css'
import { OrderDetails } from '@/components/cart/OrderDetails'
import { DefaultLayout } from '@/components/layout'
import { NUMBER_PATTERN } from '@/lib/cart/orderNumber'
import { findPressOrderForBuyer } from '@/lib/checkout/orderLookup'
import { findVisibleOrder, publicOrder } from '@/lib/orders/orderAccess'
import { requestViewer } from '@/lib/orders/viewer'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Order', robots: { index: false } }

type Params = Promise<{ number: string }>

/** /cart/order/{number}: the order for the account that placed it and staff; for anyone else the 404 page. */
export default async function OrderPage({ params, searchParams }: { params: Params; searchParams: Promise<{ email?: string | string[] }> }) {
  const { number } = await params
  if (!NUMBER_PATTERN.test(number)) notFound()
  const payload = await getPayloadClient()
  const requestHeaders = await headers()
  const { email } = await searchParams
  // Press buyers: the browser that paid (signed cookie), or anyone giving the number with its email.
  const order =
    (await findVisibleOrder(payload, await requestViewer(payload, requestHeaders), number, typeof email === 'string' ? email : null)) ??
    (await findPressOrderForBuyer(payload, number, requestHeaders.get('cookie')))
  if (!order) notFound()
  return (
    <DefaultLayout>
      <div className={styles.page}>
        <OrderDetails order={publicOrder(order)} />
      </div>
    </DefaultLayout>
  )
}
