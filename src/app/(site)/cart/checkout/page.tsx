import type { Metadata } from 'next'

import { DefaultLayout } from '@/components/layout'
import { CheckoutForm } from '@/components/press/CheckoutForm'
import styles from '@/components/press/press.module.css'

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } }

/** The press checkout (guests): address, shipping, tax and payment. The form's figures all come from the server. */
export default function CheckoutPage() {
  return (
    <DefaultLayout>
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>Checkout</h1>
        <CheckoutForm />
      </div>
    </DefaultLayout>
  )
}
