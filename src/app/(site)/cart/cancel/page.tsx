import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { DefaultLayout } from '@/components/layout'
import { SiteLink } from '@/components/layout/SiteLink'
import styles from '@/components/press/press.module.css'
import { cancelReservation, ownPressCart } from '@/lib/commerce/press-checkout/pressCheckout'
import { cartOwner } from '@/lib/commerce/cart/cartHttp'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Payment cancelled', robots: { index: false } }

/**
 * Stripe's cancel URL: the payment page is left unpaid, so the copies held for it go back to stock at once.
 * The cart itself is kept as it was.
 */
export default async function CheckoutCancelPage() {
  const payload = await getPayloadClient()
  const requestHeaders = await headers()
  const owner = await cartOwner(payload, new Request('http://localhost/cart/cancel', { headers: requestHeaders }))
  const cart = await ownPressCart(payload, owner)
  if (cart) await cancelReservation(payload, cart)
  return (
    <DefaultLayout>
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>Your payment was cancelled</h1>
        <p className={styles.notice}>No payment was taken. Your cart is still here, ready when you are.</p>
        <p>
          <SiteLink className="button" href="/cart/checkout">
            Return to checkout
          </SiteLink>{' '}
          <SiteLink className="button button--ghost" href="/cart">
            View cart
          </SiteLink>
        </p>
      </div>
    </DefaultLayout>
  )
}
