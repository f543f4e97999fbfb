import type { ImageProps } from 'next/image'
// Not from 'next/image': that module also exports <Image>, a client component, and importing it from a server
// component puts the image component's code (~5.6 KB gzip) into every page's scripts even when no page uses it.
// A relative path, not 'next/dist/…': Next leaves 'next/dist/…' requests unbundled, where the build's image
// settings (deviceSizes, imageSizes) are not filled in and the srcset would list widths the optimiser refuses.
import { getImageProps } from '../../../node_modules/next/dist/shared/lib/image-external-get-image-props'

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
  return <img {...props} {...limitSrcSet(props, intrinsicWidth)} alt={options.alt} />
}
