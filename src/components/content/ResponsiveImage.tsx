import { imageCandidates } from '@/lib/content/images'
import type { Media } from '@/payload-types'

import styles from './ResponsiveImage.module.css'

/** An upload as Payload returns it: the populated doc at depth ≥ 1, just its id at depth 0. */
export type MediaValue = Media | number | string | null | undefined

/**
 * Any uploaded image, responsive: the browser picks the 1000/1200/1800 px rendition for the layout
 * width given in `sizes`, and width/height reserve the space so nothing shifts while it loads.
 * Renders nothing for an unpopulated or missing upload. `alt` overrides the image's own text
 * (pass "" for a purely decorative use).
 */
export function ResponsiveImage({
  media,
  sizes = '100vw',
  alt,
  priority = false,
  className,
  fit = 'natural',
}: {
  media: MediaValue
  sizes?: string
  alt?: string
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean
  className?: string
  /**
   * 'natural' keeps the image's proportions; 'cover' fills a box the parent sizes (with the focal point);
   * 'contain' shows the whole image as large as the parent's box allows, centred (book covers in 3:4 frames).
   */
  fit?: 'natural' | 'cover' | 'contain'
}) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const candidates = imageCandidates(media)
  const fallback = media.sizes?.medium?.url || media.url
  const focal =
    fit === 'cover' && media.focalX != null && media.focalY != null ? { objectPosition: `${media.focalX}% ${media.focalY}%` } : undefined
  return (
    // Payload already made the renditions; Next's optimiser would only re-encode them.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={fallback}
      srcSet={candidates.length > 1 ? candidates.map((c) => `${c.url} ${c.width}w`).join(', ') : undefined}
      sizes={candidates.length > 1 ? sizes : undefined}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={alt ?? media.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={[styles.image, fit === 'natural' ? undefined : styles[fit], className].filter(Boolean).join(' ')}
      style={focal}
    />
  )
}
