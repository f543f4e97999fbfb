import type { Metadata } from 'next'

import { DraftModeBar } from '@/components/content/DraftModeBar'
import { InfoPage } from '@/components/content/InfoPage'
import styles from '@/components/content/page.module.css'
import { Prose } from '@/components/content/Prose'
import { DefaultLayout } from '@/components/layout'
import { faqAnchors } from '@/lib/content/faq'
import { getAboutPage } from '@/lib/content/globals'
import { pageMetadata } from '@/lib/seo/pageMetadata'

import about from './about.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getAboutPage()
  return pageMetadata({ title: page.seo?.title || page.title, description: page.seo?.description, image: page.seo?.image || page.image, path: '/about' })
}

/** Who we are, and the FAQ at /about#faq with every question linkable by its own id. */
export default async function AboutPage() {
  const page = await getAboutPage()
  const faq = page.faq ?? []
  const anchors = faqAnchors(faq.map((entry) => entry.question))
  return (
    <DefaultLayout>
      <InfoPage content={{ ...page, title: page.title || 'Who we are' }} eyebrow="About">
        <section id="faq" className={`${styles.section} ${about.faq}`} aria-labelledby="faq-title">
          <div className={styles.sectionHead}>
            <h2 id="faq-title">Frequently asked questions</h2>
          </div>
          {faq.length === 0 ? (
            <p>No questions yet.</p>
          ) : (
            <>
              <nav aria-label="Questions" className={about.questions}>
                <ol>
                  {faq.map((entry, index) => (
                    <li key={anchors[index]}>
                      <a href={`#${anchors[index]}`}>{entry.question}</a>
                    </li>
                  ))}
                </ol>
              </nav>
              <div className={about.answers}>
                {faq.map((entry, index) => (
                  <article key={anchors[index]} id={anchors[index]} className={about.entry}>
                    <h3>
                      <a href={`#${anchors[index]}`}>{entry.question}</a>
                    </h3>
                    <Prose data={entry.answer} />
                  </article>
                ))}
              </div>
            </>
          )}
        </section>
      </InfoPage>
      <DraftModeBar path="/about" />
    </DefaultLayout>
  )
}
