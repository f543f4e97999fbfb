import type { Metadata } from 'next'

import { DefaultLayout } from '@/components/layout'
import { SiteLink } from '@/components/layout/SiteLink'

import styles from '../donation.module.css'

export const metadata: Metadata = { title: 'Donation cancelled' }

export default function DonationCancelPage() {
  return (
    <DefaultLayout>
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>Your donation was cancelled</h1>
        <p className={styles.lede}>No payment was taken. If something went wrong, you are welcome to try again.</p>
        <div className={styles.actions}>
          <SiteLink className="button" href="/donation">
            Try again
          </SiteLink>
          <SiteLink className="button button--ghost" href="/">
            Return home
          </SiteLink>
        </div>
      </div>
    </DefaultLayout>
  )
}
