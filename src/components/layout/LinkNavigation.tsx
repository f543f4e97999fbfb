'use client'

import { useRouter } from 'next/navigation'
import { startTransition, useEffect } from 'react'

import { shouldPrefetch, type ConnectionInfo } from '@/lib/navigation/prefetch'
import {
  clientNavigationTarget,
  KEEP_SCROLL_ATTRIBUTE,
  leavesPage,
  NAVIGATION_START_EVENT,
  NO_PREFETCH_ATTRIBUTE,
  prefetchTarget,
  SITE_LINK_ATTRIBUTE,
} from '@/lib/navigation/siteLinks'

const siteLinkOf = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${SITE_LINK_ATTRIBUTE}]`) : null

const connection = () => (navigator as Navigator & { connection?: ConnectionInfo }).connection

/**
 * Client navigation and prefetch-on-intent for every SiteLink on the page, from listeners on the document
 * (one set for all links instead of a next/link per link). Clicks are read after React's own handlers, so
 * a link's onClick that prevents the default (a menu item closing the menu first) still decides.
 */
export function LinkNavigation() {
  const router = useRouter()

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = siteLinkOf(event.target)
      if (!link) return
      const location = new URL(window.location.href)
      const address = clientNavigationTarget(
        event,
        { href: link.href, target: link.target, download: link.hasAttribute('download') },
        location,
      )
      if (!address) return
      event.preventDefault()
      if (leavesPage(address, location)) window.dispatchEvent(new Event(NAVIGATION_START_EVENT))
      const scroll = !link.hasAttribute(KEEP_SCROLL_ATTRIBUTE)
      startTransition(() => router.push(address, { scroll }))
    }
    const onIntent = (event: Event) => {
      const link = siteLinkOf(event.target)
      if (!link || link.hasAttribute(NO_PREFETCH_ATTRIBUTE) || !shouldPrefetch(connection())) return
      const address = prefetchTarget(link.href, new URL(window.location.href))
      if (address) router.prefetch(address)
    }
    const passive = { passive: true } as const
    document.addEventListener('click', onClick)
    document.addEventListener('mouseover', onIntent, passive)
    document.addEventListener('touchstart', onIntent, passive)
    document.addEventListener('focusin', onIntent, passive)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('mouseover', onIntent)
      document.removeEventListener('touchstart', onIntent)
      document.removeEventListener('focusin', onIntent)
    }
  }, [router])

  return null
}
