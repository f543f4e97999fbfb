'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Inside the admin's live preview (an iframe, or a popup), re-renders the page from the server each
 * time the editor's document is saved, drafts included (the page reads drafts in draft mode).
 * Speaks Payload's live preview protocol (what @payloadcms/live-preview-react's RefreshRouteOnSave
 * does): announce "ready" to the admin window, then refresh on every 'payload-document-event' from it.
 */
export function LivePreviewListener() {
  const router = useRouter()

  useEffect(() => {
    // The admin is served by this same app, so its origin is ours.
    const adminOrigin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== adminOrigin) return
      const data = event.data as { type?: unknown } | null
      if (data && typeof data === 'object' && data.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    const admin = window.opener || (window.parent !== window ? window.parent : null)
    admin?.postMessage({ type: 'payload-live-preview', ready: true }, adminOrigin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])

  return null
}
