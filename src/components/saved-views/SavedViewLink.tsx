'use client'

import { usePreferences } from '@payloadcms/ui'
import Link from 'next/link'
import { useRouter } from 'next/navigation'

import { lastUsedPreference } from '../../lib/staff/preferenceKeys'

/**
 * A saved view's link. Following it notes the view as the one last used on its list (the staff member's own
 * preferences, through Payload's), so the list opened plainly later offers it again. The note is written
 * before the list opens, so it is there when they come back; a view opened in a new tab is noted as well.
 */
export function SavedViewLink({
  href,
  viewRef,
  collection,
  children,
}: {
  href: string
  viewRef: string
  collection: string
  children: React.ReactNode
}) {
  const { setPreference } = usePreferences()
  const router = useRouter()
  return (
    <Link
      href={href}
      prefetch={false}
      data-view={viewRef}
      onClick={async (event) => {
        const note = setPreference(lastUsedPreference(collection), viewRef).catch(() => undefined)
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        await note
        router.push(href)
      }}
    >
      {children}
    </Link>
  )
}
