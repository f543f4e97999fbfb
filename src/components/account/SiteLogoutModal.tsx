import { pickAccountTexts, resolveAccountTexts } from '@/lib/auth/accountTexts'
import { getSiteSettings } from '@/lib/site/globals'

import { LazyLogoutModal } from './LazyLogoutModal'

/** The logout modal with its texts from the site-settings global (cached, so pages stay static). */
export async function SiteLogoutModal() {
  const settings = await getSiteSettings()
  const texts = resolveAccountTexts(settings?.accountTexts)
  return <LazyLogoutModal texts={pickAccountTexts(texts, ['logoutTitle', 'logoutText', 'logoutButton'])} />
}
