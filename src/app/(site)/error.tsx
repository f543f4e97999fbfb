'use client'

import { ErrorPage } from '@/components/layout/ErrorPage'

/** Errors while loading a site route. */
export default function SiteError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorPage error={error} />
}
