'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import styles from '@/components/cart/cart.module.css'
import { SiteLink } from '@/components/layout/SiteLink'

const CHECK_EVERY_MS = 2_000
const GIVE_UP_AFTER_MS = 60_000

/**
 * The order page between Stripe's redirect and its webhook: the server page is asked again every 2 s
 * (router.refresh), and shows the order in place of this as soon as the webhook has created it. After a
 * minute it stops asking and says what happens next instead of leaving the buyer watching a spinner.
 */
export function OrderConfirming({ number }: { number: string }) {
  const router = useRouter()
  const [gaveUp, setGaveUp] = useState(false)

  useEffect(() => {
    const started = Date.now()
    const timer = setInterval(() => {
      if (Date.now() - started < GIVE_UP_AFTER_MS) return router.refresh()
      clearInterval(timer)
      setGaveUp(true)
    }, CHECK_EVERY_MS)
    return () => clearInterval(timer)
  }, [router])

  return (
    <div className={styles.order}>
      <h1 className={styles.heading}>Order {number}</h1>
      <div className={styles.statement} role="status" aria-live="polite">
        {gaveUp ? (
          <>
            <p>Your payment is taking longer than usual to confirm. There is no need to pay again.</p>
            <p>
              We will email your confirmation, with a link to this order, as soon as the payment is confirmed. You can
              also come back to this page later in this browser.
            </p>
          </>
        ) : (
          <p>Confirming your payment… This page updates by itself.</p>
        )}
      </div>
      {gaveUp && (
        <p>
          <SiteLink href="/press">Back to the press catalogue</SiteLink>
        </p>
      )}
    </div>
  )
}
