import 'server-only'

import type { Metadata } from 'next'

import { getSiteSettings } from '@/lib/site/globals'

import { buildMetadata, SITE_NAME, type SeoInput } from './metadata'

/** The absolute origin used for Open Graph URLs (SERVER_URL, else the local default). */
export const siteOrigin = () => process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`

/**
 * Metadata for a page, e.g. in generateMetadata:
 *   return pageMetadata({ title: item.title, description: item.seo?.description, image: item.seo?.image, path: `/news/${slug}` })
 */
export async function pageMetadata(page: SeoInput): Promise<Metadata> {
  const settings = await getSiteSettings()
  return buildMetadata(page, settings?.seo)
}

/** Site-wide defaults for the root layout: the title template and the default description and image. */
export async function rootMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  const siteName = settings?.seo?.siteTitle || SITE_NAME
  return {
    ...buildMetadata({}, settings?.seo),
    metadataBase: new URL(siteOrigin()),
    title: { default: siteName, template: `%s — ${siteName}` },
    applicationName: siteName,
  }
}
