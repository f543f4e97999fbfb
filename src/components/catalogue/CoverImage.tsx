import type { Media } from '@/payload-types'

import styles from './catalogue.module.css'

/** The three widths of SPEC §9 (1800/1200/1000), largest first in srcset order of preference. */
const SIZES = ['mobile', 'medium', 'large'] as const

/**
 * A book cover from a Media document, with srcset over the generated widths so phones fetch the
 * 1000 px file and wide screens the 1800 px one. No cover: a plain titled placeholder.
 */
export function CoverImage({
  media,
  title,
  sizes,
  priority = false,
}: {
  media: Media | number | string | null | undefined
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
  const candidates = SIZES.map((name) => media.sizes?.[name]).filter(
    (size): size is { url: string; width: number } => !!size?.url && !!size.width,
  )
  const srcSet = candidates.length ? candidates.map((c) => `${c.url} ${c.width}w`).join(', ') : undefined
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Payload already made the sizes; srcset picks one.
    <img
      className={styles.cover}
      src={candidates[0]?.url ?? media.url}
      srcSet={srcSet}
      sizes={sizes}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={media.alt || `Cover of ${title}`}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
