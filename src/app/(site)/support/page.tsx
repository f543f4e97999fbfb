import type { Metadata } from 'next'

import { DraftModeBar } from '@/components/content/DraftModeBar'
import { EditionCard } from '@/components/content/EditionCard'
import { FadeInList } from '@/components/content/FadeInList'
import { PageIntro } from '@/components/content/PageIntro'
import styles from '@/components/content/page.module.css'
import { Prose } from '@/components/content/Prose'
import { GivingSection } from '@/components/donations/GivingSection'
import { ManageGiftLinkForm } from '@/components/donations/ManageGiftLinkForm'
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

/** The intro, then the donation form with the page's picture and text as the case for giving, then the editions. */
export default async function SupportPage() {
  const [page, editions] = await Promise.all([getSupportPage(), listEditions(1, EDITIONS_TEASER)])
  return (
    <DefaultLayout>
      <div className={styles.page}>
        <PageIntro title={page.title || 'Support'}>
          <Prose data={page.intro} />
        </PageIntro>
        <GivingSection image={page.image}>
          <Prose data={page.body} />
        </GivingSection>
        <section className={`${styles.section} ${support.manage}`} aria-labelledby="manage-gift-title">
          <h2 id="manage-gift-title">Manage a monthly or annual gift</h2>
          {/* Constant for now: not yet among the Support page's editable texts. */}
          <p>
            To change the amount or the card of your gift, or to cancel it, enter the address you give with and
            we&apos;ll email you a link.
          </p>
          <ManageGiftLinkForm />
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
      </div>
      <DraftModeBar path="/support" />
    </DefaultLayout>
  )
}
