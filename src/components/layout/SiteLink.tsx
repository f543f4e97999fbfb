'use client'

import Link from 'next/link'
import { useSyncExternalStore, type ComponentProps } from 'react'

import { shouldPrefetch, type ConnectionInfo } from '@/lib/navigation/prefetch'

import { isPageSettled, subscribePageSettled } from './pageSettled'

type NavigatorWithConnection = Navigator & {
  connection?: ConnectionInfo & EventTarget
}

const connection = () =>
  typeof navigator === 'undefined' ? undefined : (navigator as NavigatorWithConnection).connection

const subscribe = (onChange: () => void) => {
  const current = connection()
  current?.addEventListener('change', onChange)
  return () => current?.removeEventListener('change', onChange)
}

/** Whether this browser's connection allows prefetching (no on 2g or save-data). */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shouldPrefetch(connection()),
    // The server cannot know; Next only prefetches in the browser anyway.
    () => true,
  )
}

/**
 * next/link for site navigation: prefetch is turned off on slow or data-saving connections (SPEC §9), and
 * waits until the page has settled (pageSettled.ts); then the links in view are prefetched as usual.
 */
export function SiteLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const allowed = usePrefetchAllowed()
  const settled = useSyncExternalStore(subscribePageSettled, isPageSettled, () => false)
  return <Link prefetch={allowed && settled ? prefetch : false} {...props} />
}
