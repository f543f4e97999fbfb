import type { Metadata } from 'next'

import { CtaLink } from '@/components/content/CtaLink'
import { DraftModeBar } from '@/components/content/DraftModeBar'
import { FadeInList } from '@/components/content/FadeInList'
import { SingleHeader } from '@/components/content/headers/SingleHeader'
import styles from '@/components/content/page.module.css'
import { Prose } from '@/components/content/Prose'
import { PublisherCard } from '@/components/content/PublisherCard'
import { ResponsiveImage } from '@/components/content/ResponsiveImage'
import { SingleLayout } from '@/components/layout'
import { getPoulin } from '@/lib/content/globals'
import { populated } from '@/lib/content/populated'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import type { Publisher } from '@/payload-types'

import poulin from './poulin.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPoulin()
  return pageMetadata({ title: page.seo?.title || page.title, description: page.seo?.description, image: page.seo?.image, path: '/library-program/poulin' })
}

/** SPEC's rendition width for the support logos (shown at most 5rem tall, so sharp on any screen). */
const SUPPORT_LOGO_WIDTH = 600

/** The Poulin Project: description, mission, this year's prompts with their calls to action, publishers and supporters. */
export default async function PoulinPage() {
  const page = await getPoulin()
  const prompts = page.prompts ?? []
  const publishers = populated<Publisher>(page.publishers)
  const logos = (page.supportLogos ?? []).filter((logo) => typeof logo.image === 'object')
  return (
    <SingleLayout header={<SingleHeader kind="libraryPage" title={page.title || 'The Poulin Project'} />}>
      <div className={styles.page}>
        <div className={styles.split}>
          <Prose data={page.description} className="lead" />
          <Prose data={page.missionText} />
        </div>

        {prompts.length > 0 && (
          <section className={styles.section} aria-labelledby="prompts-title">
            <div className={styles.sectionHead}>
              <h2 id="prompts-title">Prompts</h2>
            </div>
            <ol className={poulin.prompts}>
              {prompts.map((prompt, index) => (
                <li key={prompt.id ?? index} id={prompt.id ? `prompt-${prompt.id}` : undefined} className={poulin.prompt}>
                  <p className={poulin.promptText}>{prompt.prompt}</p>
                  {prompt.ctaLink && <CtaLink href={prompt.ctaLink}>{prompt.ctaStatement || 'Take part'}</CtaLink>}
                </li>
              ))}
            </ol>
          </section>
        )}

        {publishers.length > 0 && (
          <section className={styles.section} aria-labelledby="publishers-title">
            <div className={styles.sectionHead}>
              <h2 id="publishers-title">Publishers</h2>
            </div>
            <FadeInList label="Publishers">
              {publishers.map((publisher) => (
                <PublisherCard key={publisher.id} publisher={publisher} />
              ))}
            </FadeInList>
          </section>
        )}

        {logos.length > 0 && (
          <section className={styles.section} aria-labelledby="support-title">
            <div className={styles.sectionHead}>
              <h2 id="support-title">With the support of</h2>
            </div>
            <ul className={poulin.logos}>
              {logos.map((logo, index) => {
                const image = <ResponsiveImage media={logo.image} width={SUPPORT_LOGO_WIDTH} alt={logo.name ?? undefined} />
                return (
                  <li key={logo.id ?? index}>
                    {logo.link ? <CtaLink href={logo.link} className={poulin.logoLink}>{image}</CtaLink> : image}
                  </li>
                )
              })}
            </ul>
          </section>
        )}
      </div>
      <DraftModeBar path="/library-program/poulin" />
    </SingleLayout>
  )
}
