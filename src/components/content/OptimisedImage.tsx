import { getImageProps, type ImageProps } from 'next/image'

import { limitSrcSet } from '@/lib/images/limitSrcSet'

/**
 * An image through Next's optimiser (AVIF/WebP at the width `sizes` asks for) rendered by the server as a plain
 * <img>: the same markup as next/image's <Image>, but no client component to hydrate per image. Candidates
 * wider than the upload itself (`intrinsicWidth`) are left out of the srcset.
 */
export function OptimisedImage({
  intrinsicWidth,
  ...options
}: ImageProps & { alt: string; intrinsicWidth?: number | null }) {
  const { props } = getImageProps(options)
  // eslint-disable-next-line @next/next/no-img-element -- this is the optimised <img> getImageProps describes
  return <img {...props} {...limitSrcSet(props, intrinsicWidth, props.sizes)} alt={options.alt} />
}
