import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DraftModeBar } from '@/components/content/DraftModeBar'
import { NoteHeader } from '@/components/content/headers/NoteHeader'
import styles from '@/components/content/page.module.css'
import { Prose } from '@/components/content/Prose'
import { ResponsiveImage } from '@/components/content/ResponsiveImage'
import { SingleLayout } from '@/components/layout'
import { getNote, publishedSlugs } from '@/lib/content/collections'
import { docPath } from '@/lib/content/paths'
import { pageMetadata } from '@/lib/seo/pageMetadata'

type Props = { params: Promise<{ single: string }> }

export const generateStaticParams = async () => (await publishedSlugs('notes')).map(({ slug }) => ({ single: slug }))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { single: slug } = await params
  const item = await getNote(slug)
  if (!item) return {}
  return pageMetadata({
    title: item.seo?.title || item.title,
    description: item.seo?.description || item.excerpt,
    image: item.seo?.image || item.featuredImage,
    path: docPath('notes', slug),
    type: 'article',
  })
}

export default async function NotePage({ params }: Props) {
  const { single: slug } = await params
  const item = await getNote(slug)
  if (!item) notFound()
  return (
    <SingleLayout header={<NoteHeader item={item} />}>
      <article className={`${styles.page} ${styles.split}`}>
        <Prose data={item.content} />
        <ResponsiveImage media={item.featuredImage} sizes="(max-width: 1000px) 100vw, 40vw" priority />
      </article>
      <DraftModeBar path={docPath('notes', slug)} />
    </SingleLayout>
  )
}
