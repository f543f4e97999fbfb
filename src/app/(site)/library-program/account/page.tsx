import type { Metadata } from 'next'

import { MyAccount } from '@/components/account/MyAccount'
import { AccountOrders } from '@/components/cart/AccountOrders'
import { DefaultLayout } from '@/components/layout'

import styles from './account.module.css'

export const metadata: Metadata = { title: 'My Account', robots: { index: false } }

/** SPEC §2 My Account. Static: the account is known in the browser only (a guest is sent to /login). */
export default function AccountPage() {
  return (
    <DefaultLayout>
      <div className={styles.page}>
        <h1>My Account</h1>
        <MyAccount orders={<AccountOrders />} />
      </div>
    </DefaultLayout>
  )
}
