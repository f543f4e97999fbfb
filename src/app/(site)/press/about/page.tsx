import type { Metadata } from 'next'

import { DraftModeBar } from '@/components/content/DraftModeBar'
import { InfoPage } from '@/components/content/InfoPage'
import styles from '@/components/content/page.module.css'
import { DefaultLayout } from '@/components/layout'
import { SiteLink } from '@/components/layout/SiteLink'
import { getPressAbout } from '@/lib/content/globals'
import { pageMetadata } from '@/lib/seo/pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPressAbout()
  return pageMetadata({ title: page.seo?.title || page.title, description: page.seo?.description, image: page.seo?.image || page.image, path: '/press/about' })
}

export default async function PressAboutPage() {
  const page = await getPressAbout()
  return (
    <DefaultLayout>
      <InfoPage content={{ ...page, title: page.title || 'About A.R.T. Press' }} eyebrow="A.R.T. Press">
        <section className={styles.section} aria-label="Shop">
          <div className={styles.cta}>
            <p>Every book sold pays for art books sent free to libraries.</p>
            <SiteLink className="button" href="/press">
              Browse the catalog
            </SiteLink>
          </div>
        </section>
      </InfoPage>
      <DraftModeBar path="/press/about" />
    </DefaultLayout>
  )
}
