import { SiteLink } from '@/components/layout/SiteLink'
import { docPath } from '@/lib/content/paths'
import type { Edition } from '@/payload-types'

import styles from './cards.module.css'
import { EditionOffer } from './EditionOffer'
import { ResponsiveImage } from './ResponsiveImage'

/** `priority`: the first cards of a list (a phone shows the top of the second), whose images are its largest paint. */
export function EditionCard({
  item,
  headingLevel = 'h2',
  priority = false,
}: {
  item: Edition
  headingLevel?: 'h2' | 'h3'
  priority?: boolean
}) {
  const Heading = headingLevel
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ResponsiveImage
          media={item.featuredImage}
          sizes="(max-width: 600px) 100vw, (max-width: 1000px) 50vw, 33vw"
          alt=""
          fit="cover"
          priority={priority}
        />
      </div>
      <Heading className={styles.title}>
        <SiteLink href={docPath('editions', item.slug ?? '')}>{item.title}</SiteLink>
      </Heading>
      <p className={styles.meta}>{[item.artist, item.year].filter(Boolean).join(', ')}</p>
      {item.details && <p className={styles.excerpt}>{item.details}</p>}
      <EditionOffer item={item} inList />
    </article>
  )
}
