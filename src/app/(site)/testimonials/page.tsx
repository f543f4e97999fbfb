import type { Metadata } from 'next'
import Link from 'next/link'

import { FadeInList } from '@/components/content/FadeInList'
import listStyles from '@/components/content/lists.module.css'
import { PageIntro } from '@/components/content/PageIntro'
import styles from '@/components/content/page.module.css'
import { Pagination } from '@/components/content/Pagination'
import { TestimonialCard } from '@/components/content/TestimonialCard'
import { DefaultLayout } from '@/components/layout'
import { listTestimonials } from '@/lib/content/collections'
import { loadListPage, type SearchParams } from '@/lib/content/listPage'
import { pageMetadata } from '@/lib/seo/pageMetadata'

const DESCRIPTION = 'What librarians say about the A.R.T. Library Program.'

export const generateMetadata = (): Promise<Metadata> => pageMetadata({ title: 'Testimonials', description: DESCRIPTION, path: '/testimonials' })

export default async function TestimonialsPage({ searchParams }: { searchParams: SearchParams }) {
  const testimonials = await loadListPage(searchParams, listTestimonials)
  return (
    <DefaultLayout>
      <div className={styles.page}>
        <PageIntro eyebrow="Library Program" title="Testimonials">
          <p>{DESCRIPTION}</p>
        </PageIntro>
        {testimonials.docs.length === 0 ? (
          <p className={listStyles.empty}>No testimonials yet.</p>
        ) : (
          <FadeInList layout="wide" label="Testimonials">
            {testimonials.docs.map((item) => (
              <TestimonialCard key={item.id} item={item} />
            ))}
          </FadeInList>
        )}
        <Pagination basePath="/testimonials" page={testimonials.page ?? 1} totalPages={testimonials.totalPages} label="Testimonials" />
        <section className={styles.section}>
          <div className={styles.cta}>
            <p>Want your library to be part of it?</p>
            <Link className="button" href="/library-program/how-to-participate">
              How to participate
            </Link>
          </div>
        </section>
      </div>
    </DefaultLayout>
  )
}
