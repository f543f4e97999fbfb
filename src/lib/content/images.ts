import type { Media } from '@/payload-types'

/** The renditions Payload makes of every upload (SPEC §9 image widths 1800/1200/1000). */
const SIZE_NAMES = ['mobile', 'medium', 'large'] as const

/**
 * `srcset` candidates of an image, narrowest first: the 1000/1200/1800 px renditions that exist (sharp
 * skips those wider than the original), then the original itself, each width once.
 */
export function imageCandidates(media: Pick<Media, 'url' | 'width' | 'sizes'>): Array<{ url: string; width: number }> {
  const candidates = new Map<number, string>()
  for (const name of SIZE_NAMES) {
    const size = media.sizes?.[name]
    if (size?.url && size.width) candidates.set(size.width, size.url)
  }
  if (media.url && media.width && !candidates.has(media.width)) candidates.set(media.width, media.url)
  return [...candidates].sort(([a], [b]) => a - b).map(([width, url]) => ({ url, width }))
}
