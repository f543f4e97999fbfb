import type { Metadata } from 'next'

import { DefaultLayout } from '@/components/layout'

import { SiteLink } from '@/components/layout/SiteLink'
import { donationSummary } from '@/lib/donations/sessionSummary'
import { intervalPhrase } from '@/lib/donations/options'
import { getPayloadClient } from '@/lib/payload'

import styles from '../donation.module.css'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } }

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

export default async function DonationSuccessPage({
  searchParams,
}: {
  searchParams: Promise<{ session_id?: string | string[] }>
}) {
  const { session_id: sessionId } = await searchParams
  const summary = await donationSummary(await getPayloadClient(), typeof sessionId === 'string' ? sessionId : undefined)
  return (
    <DefaultLayout>
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>Thank you for your donation</h1>
        <p className={styles.lede}>
          {summary
            ? `We have received your gift of ${usd.format(summary.amount)} ${intervalPhrase(summary.interval)}. `
            : 'We have received your gift. '}
          It puts art books in libraries across the country.
        </p>
        <div className={styles.actions}>
          <SiteLink className="button" href="/library-program/about">
            See what your gift supports
          </SiteLink>
          <SiteLink className="button button--ghost" href="/">
            Return home
          </SiteLink>
        </div>
      </div>
    </DefaultLayout>
  )
}
