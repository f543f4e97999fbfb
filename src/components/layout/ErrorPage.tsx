'use client'

import { useEffect } from 'react'

import { isChunkLoadError, shouldReloadForChunkError } from '@/lib/navigation/chunkReload'
import { errorStatus, NESTED_ERROR_TEXT } from '@/lib/navigation/errorPage'
import { CHUNK_RELOAD_SESSION_KEY } from '@/lib/navigation/timing'

import { ErrorBoundary } from './ErrorBoundary'
import { ErrorMessage } from './ErrorMessage'
import { SiteHeader } from './SiteHeader'

/** A chunk-load failure (new deploy) reloads the page, at most once per guard window (sessionStorage). */
function useReloadOnChunkError(error: Error) {
  useEffect(() => {
    if (!isChunkLoadError(error)) return
    try {
      const last = Number(sessionStorage.getItem(CHUNK_RELOAD_SESSION_KEY)) || null
      const now = Date.now()
      if (!shouldReloadForChunkError(last, now)) return
      sessionStorage.setItem(CHUNK_RELOAD_SESSION_KEY, String(now))
    } catch {
      return
    }
    window.location.reload()
  }, [error])
}

/** The error page for route load errors: status code (default 500), headline, message, way home. */
export function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  useReloadOnChunkError(error)
  useEffect(() => console.error(error), [error])

  return (
    <ErrorBoundary fallback={<p role="alert">{NESTED_ERROR_TEXT}</p>}>
      <SiteHeader />
      <main id="main">
        <ErrorMessage status={errorStatus(error)} message={error.message} />
      </main>
    </ErrorBoundary>
  )
}
