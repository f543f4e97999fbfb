import type { Metadata } from 'next'

import { DonationWidget } from '@/components/donations/DonationWidget'
import { DefaultLayout } from '@/components/layout'

import styles from './donation.module.css'

export const metadata: Metadata = { title: 'Donate' }

export default function DonationPage() {
  return (
    <DefaultLayout>
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>Donate</h1>
        <p className={styles.lede}>
          Your gift puts art books in public, school and prison libraries across the country, free of charge.
        </p>
        <DonationWidget placement="page" />
      </div>
    </DefaultLayout>
  )
}
