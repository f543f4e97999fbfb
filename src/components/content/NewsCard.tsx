import { SiteLink } from '@/components/layout/SiteLink'
import { formatPostDate } from '@/lib/content/date'
import { docPath } from '@/lib/content/paths'
import type { News } from '@/payload-types'

import styles from './cards.module.css'
import { ResponsiveImage } from './ResponsiveImage'

/** `priority`: the first cards of a list (a phone shows the top of the second), whose images are its largest paint. */
export function NewsCard({
  item,
  headingLevel = 'h2',
  priority = false,
}: {
  item: News
  headingLevel?: 'h2' | 'h3'
  priority?: boolean
}) {
  const Heading = headingLevel
  const date = formatPostDate(item.postDate)
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
      {date && (
        <p className={styles.meta}>
          <time dateTime={item.postDate}>{date}</time>
        </p>
      )}
      <Heading className={styles.title}>
        <SiteLink href={docPath('news', item.slug ?? '')}>{item.title}</SiteLink>
      </Heading>
      {item.excerpt && <p className={styles.excerpt}>{item.excerpt}</p>}
    </article>
  )
}
