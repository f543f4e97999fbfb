import type { Media } from '@/payload-types'

import { OptimisedImage } from './OptimisedImage'
import styles from './ResponsiveImage.module.css'

/** An upload as Payload returns it: the populated doc at depth ≥ 1, just its id at depth 0. */
export type MediaValue = Media | number | string | null | undefined

/** The proportions assumed when an upload does not record its size. */
const FALLBACK_WIDTH = 1200
const FALLBACK_HEIGHT = 800

/**
 * Any uploaded image, responsive: Next's optimiser serves it as AVIF/WebP at the width `sizes` asks for
 * (a 300 px card gets a ~300 px file, not the 1000 px rendition), and width/height reserve the space so
 * nothing shifts while it loads. Renders nothing for an unpopulated or missing upload. `alt` overrides
 * the image's own text (pass "" for a purely decorative use).
 */
export function ResponsiveImage({
  media,
  sizes = '100vw',
  alt,
  priority = false,
  className,
  fit = 'natural',
  width,
}: {
  media: MediaValue
  sizes?: string
  /**
   * A fixed rendition width instead of `sizes`: the file is this wide (twice as wide on a 2x screen) whatever
   * the layout, as SPEC asks for some fields (the Poulin page's support logos: 600 px).
   */
  width?: number
  alt?: string
  /**
   * Above the fold: load at once and first, but never as a preload hint, which would travel in every
   * prefetched page's payload and fetch images of pages the visitor never opens.
   */
  priority?: boolean
  className?: string
  /**
   * 'natural' keeps the image's proportions; 'cover' fills a box the parent sizes (with the focal point);
   * 'contain' shows the whole image as large as the parent's box allows, centred (book covers in 3:4 frames).
   */
  fit?: 'natural' | 'cover' | 'contain'
}) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const focal =
    fit === 'cover' && media.focalX != null && media.focalY != null
      ? { objectPosition: `${media.focalX}% ${media.focalY}%` }
      : undefined
  const naturalWidth = media.width ?? FALLBACK_WIDTH
  const naturalHeight = media.height ?? FALLBACK_HEIGHT
  return (
    <OptimisedImage
      src={media.url}
      sizes={width ? undefined : sizes}
      width={width ?? naturalWidth}
      height={width ? Math.round((width * naturalHeight) / naturalWidth) : naturalHeight}
      intrinsicWidth={media.width}
      alt={alt ?? media.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={[styles.image, fit === 'natural' ? undefined : styles[fit], className].filter(Boolean).join(' ')}
      style={focal}
    />
  )
}
