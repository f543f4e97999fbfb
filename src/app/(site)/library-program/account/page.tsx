import type { Metadata } from 'next'

import { MyAccount } from '@/components/account/MyAccount'
import { AccountOrders } from '@/components/cart/AccountOrders'
import { DefaultLayout } from '@/components/layout'
import { WaitingListSection } from '@/components/waiting-list/WaitingListSection'
import {
  MY_ACCOUNT_TEXT_KEYS,
  pickAccountTexts,
  resolveAccountTexts,
  WAITING_LIST_TEXT_KEYS,
} from '@/lib/auth/accountTexts'
import { getSiteSettings } from '@/lib/site/globals'

import styles from './account.module.css'

export const metadata: Metadata = { title: 'My Account', robots: { index: false } }

/** SPEC §2 My Account. Static: the account is known in the browser only (a guest is sent to /login). */
export default async function AccountPage() {
  const texts = resolveAccountTexts((await getSiteSettings())?.accountTexts)
  return (
    <DefaultLayout>
      <div className={styles.page}>
        <h1>{texts.accountHeading}</h1>
        <MyAccount
          orders={<AccountOrders />}
          waitingList={<WaitingListSection texts={pickAccountTexts(texts, WAITING_LIST_TEXT_KEYS)} />}
          texts={pickAccountTexts(texts, MY_ACCOUNT_TEXT_KEYS)}
        />
      </div>
    </DefaultLayout>
  )
}
