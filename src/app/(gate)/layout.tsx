import '@/styles/base.css'

import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { HydratedMarker } from '@/components/layout/HydratedMarker'

export const metadata: Metadata = { title: 'A.R.T.', robots: { index: false, follow: false } }

/** Its own root layout: the gate must not send any of the site's content (menu, footer) before it is passed. */
export default function GateRootLayout({ children }: { children: ReactNode }) {
  return (
    // The script loader marks <html> before React hydrates (src/lib/http/deferScripts.ts).
    <html lang="en" suppressHydrationWarning>
      <body>
        {children}
        <HydratedMarker />
      </body>
    </html>
  )
}
