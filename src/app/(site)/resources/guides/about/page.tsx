import type { Metadata } from 'next'

import styles from '@/components/content/page.module.css'
import { SingleHeader } from '@/components/content/headers/SingleHeader'
import { SingleLayout } from '@/components/layout'
import { SiteLink } from '@/components/layout/SiteLink'
import { listGuides } from '@/lib/content/collections'
import { docPath } from '@/lib/content/paths'
import { pageMetadata } from '@/lib/seo/pageMetadata'

const DESCRIPTION =
  'How the A.R.T. teaching guides work: short methods for reading art books with a group, written for librarians and teachers.'

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({ title: 'About the Teaching Guides', description: DESCRIPTION, path: '/resources/guides/about' })

/** Guide-about: what the guides are and how to use them, with every published guide listed. */
export default async function GuidesAboutPage() {
  const guides = await listGuides(1, 100)
  const methodCount = guides.docs.reduce((sum, guide) => sum + (guide.methods?.length ?? 0), 0)
  return (
    <SingleLayout header={<SingleHeader kind="guide" title="About the Teaching Guides" />}>
      <div className={`${styles.page} ${styles.split}`}>
        <div className={styles.body}>
          <div className="lead">
            <p>{DESCRIPTION}</p>
          </div>
          <p>
            Each guide takes one idea, such as portraits, maps or collage, and breaks a session into methods: looking, describing,
            wondering, making and sharing. A method stands on its own and takes ten to fifteen minutes; together they make a workshop
            of about forty-five.
          </p>
          <p>
            No art training is needed, only a table and a few books. Every guide lists books from the Library Program that work well
            with it, so participating libraries can order them free.
          </p>
          <p>
            <SiteLink className="button" href="/resources/guides">
              Browse the teaching guides
            </SiteLink>
          </p>
        </div>
        <aside aria-labelledby="all-guides">
          <h2 id="all-guides" className="eyebrow">
            {guides.totalDocs} guides · {methodCount} methods
          </h2>
          <ul>
            {guides.docs.map((guide) => (
              <li key={guide.id}>
                <SiteLink href={docPath('guides', guide.slug ?? '')}>{guide.title}</SiteLink>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </SingleLayout>
  )
}
