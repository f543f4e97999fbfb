import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BookCard } from '@/components/content/BookCard'
import { DraftModeBar } from '@/components/content/DraftModeBar'
import { FadeInList } from '@/components/content/FadeInList'
import { GuideHeader } from '@/components/content/headers/GuideHeader'
import { GuideMethodHeader } from '@/components/content/headers/GuideMethodHeader'
import styles from '@/components/content/page.module.css'
import { Prose } from '@/components/content/Prose'
import { ResponsiveImage } from '@/components/content/ResponsiveImage'
import { SingleLayout } from '@/components/layout'
import { getGuide, publishedSlugs } from '@/lib/content/collections'
import { docPath } from '@/lib/content/paths'
import type { Book } from '@/payload-types'
import { populated } from '@/lib/content/populated'
import { pageMetadata } from '@/lib/seo/pageMetadata'

type Props = { params: Promise<{ guide: string }> }

export const generateStaticParams = async () => (await publishedSlugs('guides')).map(({ slug }) => ({ guide: slug }))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { guide: slug } = await params
  const item = await getGuide(slug)
  if (!item) return {}
  return pageMetadata({
    title: item.seo?.title || item.title,
    description: item.seo?.description || item.excerpt,
    image: item.seo?.image || item.featuredImage,
    path: docPath('guides', slug),
    type: 'article',
  })
}

export default async function GuidePage({ params }: Props) {
  const { guide: slug } = await params
  const item = await getGuide(slug)
  if (!item) notFound()
  const methods = item.methods ?? []
  const books = populated<Book>(item.books)
  return (
    <SingleLayout header={<GuideHeader item={item} />}>
      <article className={`${styles.page} ${styles.article}`}>
        <div className={styles.split}>
          <Prose data={item.content} />
          <ResponsiveImage media={item.featuredImage} sizes="(max-width: 1000px) 100vw, 40vw" priority />
        </div>
        {methods.map((method, index) => (
          <section key={method.id ?? index}>
            <GuideMethodHeader title={method.title} index={index} total={methods.length} guideColor={item.backgroundColor} />
            <Prose data={method.content} />
          </section>
        ))}
        {books.length > 0 && (
          <section className={styles.section}>
            <div className={styles.sectionHead}>
              <h2>Books for this guide</h2>
            </div>
            <FadeInList layout="covers" label="Books for this guide">
              {books.map((book) => (
                <BookCard key={book.id} book={book} />
              ))}
            </FadeInList>
          </section>
        )}
      </article>
      <DraftModeBar path={docPath('guides', slug)} />
    </SingleLayout>
  )
}
