import type { Payload } from 'payload'

import { SITE_NAME } from '../../lib/seo/metadata'

export type AdminBranding = { name: string; logo: { url: string; alt: string } | null }

/** Site settings → Admin: the organisation's name and logo as the admin shows them (the defaults when empty). */
export async function loadAdminBranding(payload: Payload): Promise<AdminBranding> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 1,
    select: { adminBranding: true },
    overrideAccess: true,
  })
  const { name, logo } = settings.adminBranding ?? {}
  const image = logo && typeof logo === 'object' && logo.url ? logo : null
  const shownName = name?.trim() || SITE_NAME
  return { name: shownName, logo: image ? { url: image.url!, alt: image.alt || shownName } : null }
}
