import '@/styles/base.css'

import type { Metadata, Viewport } from 'next'
import { Suspense, type ReactNode } from 'react'

import { ViewerProvider } from '@/components/account/ViewerProvider'
import { CartProvider } from '@/components/cart/CartProvider'
import { LinkNavigation } from '@/components/layout/LinkNavigation'
import { NavigationTracker } from '@/components/layout/NavigationTracker'
import { SITE_HEAD_SCRIPT } from '@/components/layout/headScript'
import { RouteProgress } from '@/components/progress/RouteProgress'
import { requestNonce } from '@/lib/security/nonce'
import { rootMetadata } from '@/lib/seo/pageMetadata'
import { fontVariables } from '@/styles/fonts'

export const generateMetadata = (): Promise<Metadata> => rootMetadata()

/**
 * Every page is rendered per request: its scripts carry the response's CSP nonce (src/proxy.ts). Said here for
 * the whole site, so that no page prerendered or regenerated on a timer serves another response's nonce.
 */
export const dynamic = 'force-dynamic'

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#fbfaf7' }

/**
 * Root layout of the public site: only what every page shares. The visible chrome comes from the layout
 * components in src/components/layout (default, form, single), chosen by each page. Viewer and cart
 * state live in the browser. The one header read is the response's CSP nonce (src/proxy.ts), which the
 * inline script needs to run; it makes every page rendered per request.
 */
export default async function SiteRootLayout({ children }: { children: ReactNode }) {
  const nonce = await requestNonce()
  return (
    // The inline script may add an attribute to <html> before React hydrates.
    <html lang="en" className={fontVariables} suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SITE_HEAD_SCRIPT }} />
      </head>
      <body>
        <nav aria-label="Skip link">
          <a className="skip-link" href="#main">
            Skip to content
          </a>
        </nav>
        <ViewerProvider>
          <CartProvider>
            <LinkNavigation />
            <Suspense fallback={null}>
              <RouteProgress />
              <NavigationTracker />
            </Suspense>
            {children}
          </CartProvider>
        </ViewerProvider>
      </body>
    </html>
  )
}
