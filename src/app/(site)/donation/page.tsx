import type { Metadata } from 'next'

import { GivingSection } from '@/components/donations/GivingSection'
import { DefaultLayout } from '@/components/layout'
import { getSupportPage } from '@/lib/content/globals'

import styles from './donation.module.css'

export const metadata: Metadata = { title: 'Donate' }

/** The donation form on its own page; its picture is the support page's. */
export default async function DonationPage() {
  const page = await getSupportPage()
  return (
    <DefaultLayout>
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>Donate</h1>
        <p className={styles.lede}>
          Your gift puts art books in public, school and prison libraries across the country, free of charge.
        </p>
        <GivingSection image={page.image} />
      </div>
    </DefaultLayout>
  )
}
