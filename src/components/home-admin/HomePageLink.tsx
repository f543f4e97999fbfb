'use client'

import { usePreferences } from '@payloadcms/ui'
import Link from 'next/link'

import { HOME_TAB, SITE_TEXTS_PREFERENCE, withTabChosen } from '../../lib/site/homeTab'

/**
 * The home page's texts are the first tab of Site texts. Payload reopens a document on the tab last chosen
 * (kept in the staff member's preferences), so the link chooses the Home tab before it navigates.
 */
export function HomePageLink() {
  const { getPreference, setPreference } = usePreferences()
  return (
    <Link
      className="nav__link"
      href="/admin/globals/site-settings"
      id="nav-home-page"
      prefetch={false}
      onClick={async (event) => {
        event.preventDefault()
        const href = event.currentTarget.href
        try {
          const current = await getPreference(SITE_TEXTS_PREFERENCE)
          await setPreference(SITE_TEXTS_PREFERENCE, withTabChosen(current, HOME_TAB))
        } finally {
          // Preferences unsaved (offline): Site texts still opens, on the tab last chosen.
          window.location.assign(href)
        }
      }}
    >
      <span className="nav__link-label">Home page</span>
    </Link>
  )
}
