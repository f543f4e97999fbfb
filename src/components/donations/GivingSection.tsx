import 'server-only'

import type { ReactNode } from 'react'

import { type MediaValue, ResponsiveImage } from '@/components/content/ResponsiveImage'
import { RichText } from '@/components/richtext/RichText'
import { getCachedDonationOptions } from '@/lib/donations/cachedOptions'
import { amountImpacts } from '@/lib/donations/options'

import { DonationWidgetClient } from './DonationWidgetClient'
import styles from './GivingSection.module.css'

/** The footer's donation block (DonateEntry) links here on the pages that show this section. */
const GIVING_SECTION_ID = 'donate'

/**
 * The giving part of /support and /donation (issue 34): the donation form first, so that a phone shows it on the
 * first screen, and beside it (below it on a phone) the case for giving: a picture and what each amount does,
 * from the presets' descriptions. `children`: more of the page's own text for the case.
 */
export async function GivingSection({ image, children }: { image?: MediaValue; children?: ReactNode }) {
  const options = await getCachedDonationOptions()
  const impacts = amountImpacts(options)
  // Rendered here, on the server: the form shows them as they are, and no rich-text renderer goes to the browser.
  const renderedDescriptions = options.map((set) => ({
    ...set,
    amounts: set.amounts.map((option) => ({
      ...option,
      description: option.description ? <RichText data={option.description} /> : null,
    })),
  }))
  return (
    <section id={GIVING_SECTION_ID} className={styles.giving} aria-labelledby="donate-title">
      <div className={styles.form}>
        <h2 id="donate-title" className={styles.heading}>
          Make a gift
        </h2>
        <DonationWidgetClient options={renderedDescriptions} placement="page" />
      </div>
      <div className={styles.case}>
        <ResponsiveImage media={image} sizes="(max-width: 1000px) 100vw, 40vw" className={styles.image} priority />
        {impacts.length > 0 && (
          <>
            <h3 className={styles.impactsTitle}>What your gift does</h3>
            <ul className={styles.impacts} aria-label="What each amount does">
              {impacts.map(({ amount, description }) => (
                <li key={amount}>
                  <RichText data={description} />
                </li>
              ))}
            </ul>
          </>
        )}
        {children}
      </div>
    </section>
  )
}
