/**
 * Page metadata (title, description, Open Graph image) from page content with the site defaults of the
 * site-settings global (SPEC §3 "SEO description/image"). buildMetadata is pure; see pageMetadata.ts
 * for the server helper that loads the defaults.
 */
import type { Metadata } from 'next'

export const SITE_NAME = 'A.R.T.'
export const DEFAULT_DESCRIPTION =
  'A.R.T. is a non-profit art-book organisation: a press, free books for libraries, and reading resources.'

/** An uploaded image as Payload returns it at depth ≥ 1 (or just its id at depth 0). */
type ImageLike =
  | {
      url?: string | null
      alt?: string | null
      width?: number | null
      height?: number | null
      sizes?: { medium?: { url?: string | null; width?: number | null; height?: number | null } | null } | null
    }
  | number
  | string
  | null
  | undefined

export type SeoInput = {
  title?: string | null
  description?: string | null
  image?: ImageLike
  /** The page's path, for the canonical URL and og:url. */
  path?: string
  /** 'article' for news, notes, guides and editions. */
  type?: 'website' | 'article'
}

export type SeoDefaults = { siteTitle?: string | null; description?: string | null; image?: ImageLike }

function ogImage(image: ImageLike) {
  if (!image || typeof image !== 'object') return undefined
  const medium = image.sizes?.medium
  const url = medium?.url || image.url
  if (!url) return undefined
  return {
    url,
    width: (medium?.url ? medium.width : image.width) ?? undefined,
    height: (medium?.url ? medium.height : image.height) ?? undefined,
    alt: image.alt ?? undefined,
  }
}

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text)

export function buildMetadata(page: SeoInput, defaults: SeoDefaults | null | undefined): Metadata {
  const siteName = defaults?.siteTitle || SITE_NAME
  const description = clip((page.description || defaults?.description || DEFAULT_DESCRIPTION).trim())
  const image = ogImage(page.image) ?? ogImage(defaults?.image)
  const title = page.title || undefined
  return {
    ...(title ? { title } : {}),
    description,
    ...(page.path ? { alternates: { canonical: page.path } } : {}),
    openGraph: {
      type: page.type ?? 'website',
      siteName,
      title: title ? `${title} — ${siteName}` : siteName,
      description,
      ...(page.path ? { url: page.path } : {}),
      ...(image ? { images: [image] } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: title ? `${title} — ${siteName}` : siteName,
      description,
      ...(image ? { images: [image.url] } : {}),
    },
  }
}
