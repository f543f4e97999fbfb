import type { Metadata } from 'next'

import { DraftModeBar } from '@/components/content/DraftModeBar'
import { SingleHeader } from '@/components/content/headers/SingleHeader'
import styles from '@/components/content/page.module.css'
import { Prose } from '@/components/content/Prose'
import { SingleLayout } from '@/components/layout'
import { SiteLink } from '@/components/layout/SiteLink'
import { getHowToParticipate } from '@/lib/content/globals'
import { hasRichText } from '@/lib/content/richText'
import { pageMetadata } from '@/lib/seo/pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getHowToParticipate()
  return pageMetadata({
    title: page.seo?.title || page.title,
    description: page.seo?.description,
    image: page.seo?.image,
    path: '/library-program/how-to-participate',
  })
}

/** How a library takes part: description, mission and where to find out more. */
export default async function HowToParticipatePage() {
  const page = await getHowToParticipate()
  return (
    <SingleLayout header={<SingleHeader kind="libraryPage" title={page.title || 'How to participate'} />}>
      <div className={styles.page}>
        <div className={styles.split}>
          <Prose data={page.description} className="lead" />
          <Prose data={page.missionText} />
        </div>
        <section className={styles.section} aria-labelledby="start-title">
          <div className={styles.cta}>
            <p id="start-title">Ready to order free art books for your library?</p>
            <SiteLink className="button" href="/register">
              Register your library
            </SiteLink>
          </div>
        </section>
        {hasRichText(page.findOutMore) && (
          <section className={styles.section} aria-labelledby="more-title">
            <div className={styles.sectionHead}>
              <h2 id="more-title">Find out more</h2>
            </div>
            <Prose data={page.findOutMore} />
          </section>
        )}
      </div>
      <DraftModeBar path="/library-program/how-to-participate" />
    </SingleLayout>
  )
}
