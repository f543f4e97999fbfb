'use client'

import '@/styles/base.css'

import { ErrorPage } from '@/components/layout/ErrorPage'

/** Errors in a root layout itself: the error page with its own document. */
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <ErrorPage error={error} />
      </body>
    </html>
  )
}
