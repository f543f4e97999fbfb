import 'server-only'

import type { GlobalSlug } from 'payload'

import { contentReader, getPayloadClient, MEDIA_TAG, readOptions } from './read'
import { collectionTag, globalTag } from './tags'

/**
 * The published version of an info global (or the staff member's draft in preview). `depends` names
 * the collections its relationships show, so editing a related news item refreshes the page too.
 * On a fresh, empty database Payload returns the fields' defaults, so pages render without content.
 */
const globalReader = <S extends GlobalSlug>(slug: S, depth: number, depends: string[] = []) =>
  contentReader(
    `global:${slug}`,
    () => [globalTag(slug), MEDIA_TAG, ...depends.map(collectionTag)],
    async (ctx) => {
      const payload = await getPayloadClient()
      return payload.findGlobal({ slug, depth, ...readOptions(ctx) })
    },
  )

/** Site texts and the site menu are read by the layout through src/lib/site/globals.ts (null when the read fails). */
export const getSiteSettings = globalReader('site-settings', 1)
export const getMenus = globalReader('menus', 0)
export const getAboutPage = globalReader('about-page', 1)
export const getSupportPage = globalReader('support-page', 1)
export const getPressAbout = globalReader('press-about', 1)
export const getLearnMore = globalReader('learn-more', 2, ['news', 'publishers', 'participating-libraries', 'testimonials'])
export const getPoulin = globalReader('poulin', 2, ['publishers'])
export const getHowToParticipate = globalReader('how-to-participate', 1)
