/**
 * Next lists every configured width (96 … 1920 w) in every optimised image's srcset, whatever the upload's own
 * size: for a 600 px cover the files above it are the same pixels under other URLs, and each candidate is
 * written twice into every page (the HTML attribute and the RSC payload). This keeps the candidates up to
 * `maxWidth` (the upload's width) and the first one wider, so a screen that wants the whole image still has
 * a candidate that holds it; `src` becomes the widest kept candidate, as Next's own src is its widest.
 */
export function limitSrcSet(
  image: { src: string; srcSet?: string },
  maxWidth: number | null | undefined,
): { src: string; srcSet?: string } {
  if (!image.srcSet || !maxWidth || maxWidth <= 0) return image
  const candidates = image.srcSet.split(', ').map((entry) => {
    const [url, descriptor = ''] = entry.trim().split(/\s+/)
    return { url, entry, width: Number(descriptor.replace(/w$/, '')) }
  })
  // Only width descriptors can be compared ('1x'/'2x' srcsets come from fixed-size images: left whole).
  if (candidates.some((candidate) => !Number.isFinite(candidate.width) || !candidate.entry.endsWith('w'))) return image
  const firstWider = candidates.findIndex((candidate) => candidate.width >= maxWidth)
  const kept = firstWider === -1 ? candidates : candidates.slice(0, firstWider + 1)
  return { src: kept[kept.length - 1].url, srcSet: kept.map((candidate) => candidate.entry).join(', ') }
}
