import { OptimisedImage } from '@/components/content/OptimisedImage'
import type { CardCover } from '@/lib/catalogue/bookCards'

import styles from './catalogue.module.css'

/** A cover's proportions when the upload does not record its size (3:4). */
const COVER_WIDTH = 600
const COVER_HEIGHT = 800

/** A book cover from a Media document, resized for its slot. No cover: a plain titled placeholder. */
export function CoverImage({
  media,
  title,
  sizes,
  priority = false,
}: {
  media: CardCover | number | string | null | undefined
  title: string
  sizes: string
  priority?: boolean
}) {
  if (!media || typeof media !== 'object' || !media.url) {
    return (
      <div className={styles.coverPlaceholder} aria-hidden="true">
        <span>{title}</span>
      </div>
    )
  }
  // Next's optimiser serves AVIF/WebP at the width the slot needs (card covers are ~150–300 px wide), not a
  // 1000 px rendition. Eager and high priority for the LCP cover, never a preload: a preload hint rides
  // along in every prefetched page's payload and fetches covers the visitor never opens.
  return (
    <OptimisedImage
      className={styles.cover}
      src={media.url}
      sizes={sizes}
      width={media.width ?? COVER_WIDTH}
      height={media.height ?? COVER_HEIGHT}
      intrinsicWidth={media.width}
      alt={media.alt || `Cover of ${title}`}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
