import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/lib/payload'
import type { Menu, SiteSetting } from '@/payload-types'

/** Cache tags of the layout's data. Revalidate them from the globals' afterChange hooks. */
const MENUS_CACHE_TAG = 'global:menus'
const SITE_SETTINGS_CACHE_TAG = 'global:site-settings'

const cachedMenus = unstable_cache(
  async (): Promise<Menu> => (await getPayloadClient()).findGlobal({ slug: 'menus', depth: 0 }),
  ['global', 'menus'],
  { tags: [MENUS_CACHE_TAG] },
)

const cachedSiteSettings = unstable_cache(
  async (): Promise<SiteSetting> => (await getPayloadClient()).findGlobal({ slug: 'site-settings', depth: 1 }),
  ['global', 'site-settings'],
  { tags: [SITE_SETTINGS_CACHE_TAG] },
)

/**
 * A failed read is not cached (the cached function throws) and degrades to null, so the shell still
 * renders its chrome when the database is unreachable.
 */
async function orNull<T>(label: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    console.error(`Could not load the ${label} global`, error)
    return null
  }
}

/** The site menu, cached across requests so the layout never makes a page dynamic. */
export const getMenus = () => orNull('menus', cachedMenus)

/** Site-wide texts (footer, navigation descriptions, SEO defaults), cached like the menus. */
export const getSiteSettings = () => orNull('site-settings', cachedSiteSettings)
