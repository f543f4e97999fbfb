import type { Metadata } from 'next'

import { CartPageView } from '@/components/cart/CartPageView'
import { DefaultLayout } from '@/components/layout'
import styles from '@/components/cart/cart.module.css'

// Crawlers are kept off the cart by robots.txt (src/lib/seo/robotsRules.ts).
export const metadata: Metadata = { title: 'Cart' }

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
