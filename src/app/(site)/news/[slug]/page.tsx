import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DraftModeBar } from '@/components/content/DraftModeBar'
import { NewsHeader } from '@/components/content/headers/NewsHeader'
import styles from '@/components/content/page.module.css'
import { Prose } from '@/components/content/Prose'
import { ResponsiveImage } from '@/components/content/ResponsiveImage'
import { SingleLayout } from '@/components/layout'
import { getNews, publishedSlugs } from '@/lib/content/collections'
import { docPath } from '@/lib/content/paths'
import { pageMetadata } from '@/lib/seo/pageMetadata'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = () => publishedSlugs('news')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const item = await getNews(slug)
  if (!item) return {}
  return pageMetadata({
    title: item.seo?.title || item.title,
    description: item.seo?.description || item.excerpt,
    image: item.seo?.image || item.featuredImage,
    path: docPath('news', slug),
    type: 'article',
  })
}

export default async function NewsItemPage({ params }: Props) {
  const { slug } = await params
  const item = await getNews(slug)
  if (!item) notFound()
  return (
    <SingleLayout header={<NewsHeader item={item} />}>
      <article className={`${styles.page} ${styles.article}`}>
        {item.featuredImage && typeof item.featuredImage === 'object' && (
          <figure className={styles.figure}>
            <ResponsiveImage media={item.featuredImage} sizes="(max-width: 1440px) 100vw, 1360px" priority />
            {item.featuredImage.caption && <figcaption>{item.featuredImage.caption}</figcaption>}
          </figure>
        )}
        <Prose data={item.content} />
      </article>
      <DraftModeBar path={docPath('news', slug)} />
    </SingleLayout>
  )
}
