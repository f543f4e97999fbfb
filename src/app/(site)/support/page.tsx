import type { Metadata } from 'next'

import { DraftModeBar } from '@/components/content/DraftModeBar'
import { EditionCard } from '@/components/content/EditionCard'
import { FadeInList } from '@/components/content/FadeInList'
import { InfoPage } from '@/components/content/InfoPage'
import styles from '@/components/content/page.module.css'
import { DonationWidget } from '@/components/donations/DonationWidget'
import { DefaultLayout } from '@/components/layout'
import { SiteLink } from '@/components/layout/SiteLink'
import { listEditions } from '@/lib/content/collections'
import { getSupportPage } from '@/lib/content/globals'
import { pageMetadata } from '@/lib/seo/pageMetadata'

import support from './support.module.css'

const EDITIONS_TEASER = 3

export async function generateMetadata(): Promise<Metadata> {
  const page = await getSupportPage()
  return pageMetadata({ title: page.seo?.title || page.title, description: page.seo?.description, image: page.seo?.image || page.image, path: '/support' })
}

export default async function SupportPage() {
  const [page, editions] = await Promise.all([getSupportPage(), listEditions(1, EDITIONS_TEASER)])
  return (
    <DefaultLayout>
      <InfoPage content={{ ...page, title: page.title || 'Support' }}>
        <section className={`${styles.section} ${support.donate}`} aria-labelledby="donate-title">
          <h2 id="donate-title">Make a gift</h2>
          <DonationWidget placement="page" />
        </section>
        {editions.docs.length > 0 && (
          <section className={styles.section} aria-labelledby="editions-title">
            <div className={styles.sectionHead}>
              <h2 id="editions-title">Editions</h2>
              <SiteLink href="/editions">All editions</SiteLink>
            </div>
            {page.editionsText && <p className="lead">{page.editionsText}</p>}
            <FadeInList label="Editions">
              {editions.docs.map((item) => (
                <EditionCard key={item.id} item={item} headingLevel="h3" />
              ))}
            </FadeInList>
            <p className={support.more}>
              <SiteLink className="button" href="/editions">
                See all editions
              </SiteLink>
            </p>
          </section>
        )}
      </InfoPage>
      <DraftModeBar path="/support" />
    </DefaultLayout>
  )
}
