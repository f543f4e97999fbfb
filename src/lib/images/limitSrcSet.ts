/** The narrowest viewport the site is laid out for (CSS px): phones, and WCAG's reflow width. */
const NARROWEST_VIEWPORT = 320
const WIDEST_VIEWPORT = 3840

type SizeEntry = { min: number; max: number; slot: (viewport: number) => number }

/** One `sizes` entry: an optional `(min-width: Npx)` / `(max-width: Npx)` condition (joined by `and`) and a px or vw length. */
function parseEntry(entry: string): SizeEntry | undefined {
  const match = entry
    .trim()
    .match(/^((?:\(\s*(?:min|max)-width\s*:\s*\d+(?:\.\d+)?px\s*\)\s*(?:and\s*)?)*)\s*(\d+(?:\.\d+)?)(px|vw)$/i)
  if (!match) return undefined
  let min = 0
  let max = Infinity
  for (const [, kind, value] of match[1].matchAll(/(min|max)-width\s*:\s*(\d+(?:\.\d+)?)px/gi)) {
    if (kind.toLowerCase() === 'min') min = Math.max(min, Number(value))
    else max = Math.min(max, Number(value))
  }
  const length = Number(match[2])
  return { min, max, slot: match[3].toLowerCase() === 'vw' ? (viewport) => (viewport * length) / 100 : () => length }
}

/**
 * The narrowest slot (CSS px) an image with this `sizes` is shown in on any viewport from 320 px up: the first
 * entry whose condition matches decides, as in the browser. Undefined when `sizes` uses anything else (calc, em,
 * other media features), and the srcset is then left whole.
 */
export function narrowestSlot(sizes: string): number | undefined {
  const entries = sizes.split(',').map(parseEntry)
  if (entries.length === 0 || entries.some((entry) => !entry)) return undefined
  // Each entry's slot grows with the viewport, so the narrowest is where an entry starts to decide: the narrowest
  // viewport, a min-width, or the pixel after a max-width.
  const edges = new Set([NARROWEST_VIEWPORT])
  for (const entry of entries as SizeEntry[]) {
    edges.add(entry.min)
    if (Number.isFinite(entry.max)) edges.add(entry.max + 1)
  }
  let narrowest = Infinity
  for (const viewport of [...edges].filter((width) => width >= NARROWEST_VIEWPORT && width <= WIDEST_VIEWPORT)) {
    const entry = (entries as SizeEntry[]).find(({ min, max }) => viewport >= min && viewport <= max)
    if (entry) narrowest = Math.min(narrowest, entry.slot(viewport))
  }
  return Number.isFinite(narrowest) ? narrowest : undefined
}

/**
 * Next lists every configured width (96 … 1920 w) wider than a fraction of the smallest screen in every optimised
 * image's srcset, and each candidate is written twice into every page (the HTML attribute and the RSC payload).
 * This keeps the candidates a browser can pick:
 *  - up to `maxWidth` (the upload's width) and the first one wider, so a screen that wants the whole image still
 *    has a candidate that holds it (above it, the same pixels under other URLs); `src` becomes the widest kept
 *    candidate, as Next's own src is its widest;
 *  - from the first candidate as wide as the narrowest slot `sizes` gives it on a 320 px screen and up (at one
 *    device pixel per CSS pixel, the least a browser asks for): a 44vw card never needs a 96 px file.
 */
export function limitSrcSet(
  image: { src: string; srcSet?: string },
  maxWidth: number | null | undefined,
  sizes?: string,
): { src: string; srcSet?: string } {
  if (!image.srcSet) return image
  const candidates = image.srcSet.split(', ').map((entry) => {
    const [url, descriptor = ''] = entry.trim().split(/\s+/)
    return { url, entry, width: Number(descriptor.replace(/w$/, '')) }
  })
  // Only width descriptors can be compared ('1x'/'2x' srcsets come from fixed-size images: left whole).
  if (candidates.some((candidate) => !Number.isFinite(candidate.width) || !candidate.entry.endsWith('w'))) return image
  const firstWider = maxWidth && maxWidth > 0 ? candidates.findIndex((candidate) => candidate.width >= maxWidth) : -1
  let kept = firstWider === -1 ? candidates : candidates.slice(0, firstWider + 1)
  const slot = sizes ? narrowestSlot(sizes) : undefined
  if (slot !== undefined) {
    const firstNeeded = kept.findIndex((candidate) => candidate.width >= slot)
    kept = kept.slice(firstNeeded === -1 ? kept.length - 1 : firstNeeded)
  }
  if (kept.length === candidates.length) return image
  return { src: kept[kept.length - 1].url, srcSet: kept.map((candidate) => candidate.entry).join(', ') }
}
