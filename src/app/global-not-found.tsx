import type { Metadata } from 'next'

import SiteRootLayout, { viewport as siteViewport } from './(site)/layout'
import NotFound from './(site)/not-found'

// The site layout reads the response's CSP nonce, which exists per request only.
export const dynamic = 'force-dynamic'

// Next adds the 404's noindex itself; the site's root metadata (its title template) does not reach this page.
export const metadata: Metadata = { title: 'Page not found — A.R.T.' }
export const viewport = siteViewport

/**
 * The 404 of every path no route matches (SPEC §2 Error page), rendered as a page in the site's layout: its
 * HTML carries 'Page not found.' and 'Return home.' before any script runs. The app has one root layout per
 * route group, so this file (next.config's experimental.globalNotFound) is where such a page lives.
 */
export default function GlobalNotFound() {
  return (
    <SiteRootLayout>
      <NotFound />
    </SiteRootLayout>
  )
}
