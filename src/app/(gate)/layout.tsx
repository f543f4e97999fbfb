import '@/styles/base.css'

import type { Metadata } from 'next'
import type { ReactNode } from 'react'

export const metadata: Metadata = { title: 'A.R.T.', robots: { index: false, follow: false } }

/** Its own root layout: the gate must not send any of the site's content (menu, footer) before it is passed. */
export default function GateRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
