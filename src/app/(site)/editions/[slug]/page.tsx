import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DraftModeBar } from '@/components/content/DraftModeBar'
import { EditionOffer } from '@/components/content/EditionOffer'
import { EditionHeader } from '@/components/content/headers/EditionHeader'
import styles from '@/components/content/page.module.css'
import { Prose } from '@/components/content/Prose'
import { ResponsiveImage } from '@/components/content/ResponsiveImage'
import { SingleLayout } from '@/components/layout'
import { SiteLink } from '@/components/layout/SiteLink'
import { getEdition, publishedSlugs } from '@/lib/content/collections'
import { docPath } from '@/lib/content/paths'
import { pageMetadata } from '@/lib/seo/pageMetadata'

import editionStyles from './edition.module.css'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = () => publishedSlugs('editions')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const item = await getEdition(slug)
  if (!item) return {}
  return pageMetadata({
    title: item.seo?.title || item.title,
    description: item.seo?.description || item.details,
    image: item.seo?.image || item.featuredImage,
    path: docPath('editions', slug),
    type: 'article',
  })
}

export default async function EditionPage({ params }: Props) {
  const { slug } = await params
  const item = await getEdition(slug)
  if (!item) notFound()
  const gallery = (item.gallery ?? []).filter((media) => typeof media === 'object')
  return (
    <SingleLayout header={<EditionHeader item={item} />}>
      <article className={`${styles.page} ${styles.split}`}>
        <div className={editionStyles.images}>
          <ResponsiveImage media={item.featuredImage} sizes="(max-width: 1000px) 100vw, 58vw" priority />
          {gallery.length > 0 && (
            <ul className={editionStyles.gallery} aria-label="More images">
              {gallery.map((media) => (
                <li key={media.id}>
                  <ResponsiveImage media={media} sizes="(max-width: 1000px) 33vw, 19vw" />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={editionStyles.text}>
          <EditionOffer item={item} />
          <Prose data={item.content} />
          <p>
            <SiteLink className="button button--ghost" href="/support">
              Support A.R.T.
            </SiteLink>
          </p>
        </div>
      </article>
      <DraftModeBar path={docPath('editions', slug)} />
    </SingleLayout>
  )
}
