import '@/styles/base.css'

import type { Metadata, Viewport } from 'next'
import { Suspense, type ReactNode } from 'react'

import { ViewerProvider } from '@/components/account/ViewerProvider'
import { CartProvider } from '@/components/cart/CartProvider'
import { HydratedMarker } from '@/components/layout/HydratedMarker'
import { LinkNavigation } from '@/components/layout/LinkNavigation'
import { NavigationTracker } from '@/components/layout/NavigationTracker'
import { SITE_HEAD_SCRIPT } from '@/components/layout/headScript'
import { RouteProgress } from '@/components/progress/RouteProgress'
import { rootMetadata } from '@/lib/seo/pageMetadata'
import { fontVariables } from '@/styles/fonts'

export const generateMetadata = (): Promise<Metadata> => rootMetadata()

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#fbfaf7' }

/**
 * Root layout of the public site: only what every page shares. The visible chrome comes from the layout
 * components in src/components/layout (default, form, single), chosen by each page. Viewer and cart
 * state live in the browser, and nothing here reads cookies or headers, so pages stay static.
 */
export default function SiteRootLayout({ children }: { children: ReactNode }) {
  return (
    // The inline script may add an attribute to <html> before React hydrates.
    <html lang="en" className={fontVariables} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: SITE_HEAD_SCRIPT }} />
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
            <HydratedMarker />
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
