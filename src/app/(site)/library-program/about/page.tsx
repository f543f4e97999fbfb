import type { Metadata } from 'next'

import { CtaLink } from '@/components/content/CtaLink'
import { DraftModeBar } from '@/components/content/DraftModeBar'
import { FadeInList } from '@/components/content/FadeInList'
import { LibraryCard } from '@/components/content/LibraryCard'
import { NewsCard } from '@/components/content/NewsCard'
import { PageIntro } from '@/components/content/PageIntro'
import styles from '@/components/content/page.module.css'
import { Prose } from '@/components/content/Prose'
import { PublisherCard } from '@/components/content/PublisherCard'
import { TestimonialCard } from '@/components/content/TestimonialCard'
import { ImpactFigures } from '@/components/impact/ImpactFigures'
import { DefaultLayout } from '@/components/layout'
import { SiteLink } from '@/components/layout/SiteLink'
import { libraryProgramImpact } from '@/lib/commerce/orders/impact'
import { getLearnMore } from '@/lib/content/globals'
import { populated } from '@/lib/content/populated'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import type { News, ParticipatingLibrary, Publisher, Testimonial } from '@/payload-types'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getLearnMore()
  return pageMetadata({ title: page.seo?.title || page.title, description: page.seo?.description, image: page.seo?.image, path: '/library-program/about' })
}

/** Learn more about the Library Program (the learn-more global). */
export default async function LearnMorePage() {
  const [page, figures] = await Promise.all([getLearnMore(), libraryProgramImpact()])
  const ctas = [page.participateCta, page.donateCta].filter((cta) => cta?.text || cta?.buttonText)
  const libraries = populated<ParticipatingLibrary>(page.participatingLibraries)
  const publishers = populated<Publisher>(page.featuredPublishers)
  const testimonials = populated<Testimonial>(page.featuredTestimonials)
  const news = populated<News>(page.relatedNews)

  return (
    <DefaultLayout>
      <div className={styles.page}>
        <PageIntro eyebrow="Library Program" title={page.title || 'Library Program'}>
          <Prose data={page.aboutDuc} />
        </PageIntro>

        {page.impact && <ImpactFigures heading={page.impact.heading} figures={figures} notes={page.impact} />}

        {ctas.length > 0 && (
          <section className={styles.ctaGrid} aria-label="Take part">
            {ctas.map((cta, index) => (
              <div key={index} className={styles.cta}>
                {cta?.text && <p>{cta.text}</p>}
                {cta?.buttonText && <CtaLink href={cta.link || (index === 0 ? '/library-program/how-to-participate' : '/support')}>{cta.buttonText}</CtaLink>}
              </div>
            ))}
          </section>
        )}

        <section className={styles.section} aria-label="More about the program">
          <ul className={styles.links}>
            <li>
              <SiteLink href="/library-program/how-to-participate">How to participate</SiteLink>
            </li>
            <li>
              <SiteLink href="/library-program/poulin">The Poulin Project</SiteLink>
            </li>
            <li>
              <SiteLink href="/library-program/map">Distribution map</SiteLink>
            </li>
            <li>
              <SiteLink href="/library-program">Order books</SiteLink>
            </li>
          </ul>
        </section>

        {libraries.length > 0 && (
          <section className={styles.section} aria-labelledby="libraries-title">
            <div className={styles.sectionHead}>
              <h2 id="libraries-title">Participating libraries</h2>
              <SiteLink href="/library-program/map">See every library on the map</SiteLink>
            </div>
            <FadeInList label="Participating libraries">
              {libraries.map((library) => (
                <LibraryCard key={library.id} library={library} />
              ))}
            </FadeInList>
          </section>
        )}

        {testimonials.length > 0 && (
          <section className={styles.section} aria-labelledby="testimonials-title">
            <div className={styles.sectionHead}>
              <h2 id="testimonials-title">What librarians say</h2>
              <SiteLink href="/testimonials">All testimonials</SiteLink>
            </div>
            <FadeInList layout="wide" label="Testimonials">
              {testimonials.map((item) => (
                <TestimonialCard key={item.id} item={item} />
              ))}
            </FadeInList>
          </section>
        )}

        {publishers.length > 0 && (
          <section className={styles.section} aria-labelledby="publishers-title">
            <div className={styles.sectionHead}>
              <h2 id="publishers-title">Featured publishers</h2>
            </div>
            <FadeInList label="Featured publishers">
              {publishers.map((publisher) => (
                <PublisherCard key={publisher.id} publisher={publisher} />
              ))}
            </FadeInList>
          </section>
        )}

        {news.length > 0 && (
          <section className={styles.section} aria-labelledby="news-title">
            <div className={styles.sectionHead}>
              <h2 id="news-title">Related news</h2>
              <SiteLink href="/news">All news</SiteLink>
            </div>
            <FadeInList label="Related news">
              {news.map((item) => (
                <NewsCard key={item.id} item={item} headingLevel="h3" />
              ))}
            </FadeInList>
          </section>
        )}
      </div>
      <DraftModeBar path="/library-program/about" />
    </DefaultLayout>
  )
}
