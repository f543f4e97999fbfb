'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore, type ComponentProps } from 'react'

import { shouldPrefetch, type ConnectionInfo } from '@/lib/navigation/prefetch'

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
 * next/link for site navigation. A page is prefetched when the visitor shows the intent to open it (the
 * pointer over the link, a finger on it, keyboard focus), not when the link scrolls into view: Next's
 * viewport prefetch fetched and prepared every visible link's page (its data, scripts, stylesheets and even
 * images) while the page itself was still loading and hydrating, the main cause of blocked time on a slow
 * phone, and on a catalogue it fetched a dozen book pages the visitor never opened. Never on slow or
 * data-saving connections (SPEC §9), nor for a link with prefetch={false}.
 */
export function SiteLink({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof Link>) {
  const router = useRouter()
  const allowed = usePrefetchAllowed()
  const href = typeof props.href === 'string' ? props.href : null
  const prefetchOnIntent = () => {
    if (allowed && prefetch !== false && href?.startsWith('/') && !href.startsWith('//')) router.prefetch(href)
  }
  /** The caller's own handler, after the prefetch. */
  const withPrefetch =
    <Event,>(handler?: (event: Event) => void) =>
    (event: Event) => {
      prefetchOnIntent()
      handler?.(event)
    }
  return (
    <Link
      {...props}
      prefetch={false}
      onMouseEnter={withPrefetch(onMouseEnter)}
      onTouchStart={withPrefetch(onTouchStart)}
      onFocus={withPrefetch(onFocus)}
    />
  )
}
