import 'server-only'

import { getMenus as readMenus, getSiteSettings as readSiteSettings } from '@/lib/content/globals'

/**
 * A failed read is not cached (the reader throws) and degrades to null, so the shell still renders its
 * chrome when the database is unreachable.
 */
async function orNull<T>(label: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    console.error(`Could not load the ${label} global`, error)
    return null
  }
}

/**
 * The site menu: the published version, cached across requests so the layout never makes a page dynamic;
 * the editor's draft in preview (draft mode), like every other content read.
 */
export const getMenus = () => orNull('menus', readMenus)

/** Site-wide texts (footer, navigation descriptions, SEO defaults), read like the menus. */
export const getSiteSettings = () => orNull('site-settings', readSiteSettings)
