import type { CSSProperties } from 'react'

import { SiteLink } from '@/components/layout/SiteLink'
import { headerColours } from '@/lib/content/colour'
import { formatPostDate } from '@/lib/content/date'
import { docPath } from '@/lib/content/paths'
import type { Guide, Note } from '@/payload-types'

import styles from './cards.module.css'

/** Teaching guides and notes: a block in the item's own colour, like their page headers. */
export function ColourCard({ item, collection }: { item: Guide | Note; collection: 'guides' | 'notes' }) {
  const colours = headerColours(item.backgroundColor)
  const style = colours ? ({ '--card-bg': colours.background, '--card-fg': colours.foreground } as CSSProperties) : undefined
  const date = formatPostDate(item.postDate)
  const author = 'author' in item ? item.author : null
  return (
    <article className={`${styles.card} ${styles.swatch}`} style={style}>
      <h2 className={styles.title}>
        <SiteLink href={docPath(collection, item.slug ?? '')}>{item.title}</SiteLink>
      </h2>
      <div>
        {item.excerpt && <p className={styles.excerpt}>{item.excerpt}</p>}
        <p className={styles.meta}>
          {author && <>{author} · </>}
          {date && <time dateTime={item.postDate}>{date}</time>}
        </p>
      </div>
    </article>
  )
}
