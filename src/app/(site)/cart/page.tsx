import type { Metadata } from 'next'

import { CartPageView } from '@/components/cart/CartPageView'
import { DefaultLayout } from '@/components/layout'
import styles from '@/components/cart/cart.module.css'

export const metadata: Metadata = { title: 'Cart', robots: { index: false } }

/** Static shell: which cart it shows depends on the viewer, known in the browser only. */
export default function CartPage() {
  return (
    <DefaultLayout>
      <div className={styles.page}>
        <CartPageView />
      </div>
    </DefaultLayout>
  )
}
