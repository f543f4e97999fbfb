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
    // mouseover fires again for every child the pointer crosses inside one link: ask for each link once
    // until the pointer moves to another.
    let lastIntent: HTMLAnchorElement | null = null
    const onIntent = (event: Event) => {
      const link = siteLinkOf(event.target)
      if (!link || link === lastIntent) return
      lastIntent = link
      if (link.hasAttribute(NO_PREFETCH_ATTRIBUTE) || !shouldPrefetch(connection())) return
      const address = prefetchTarget(link.href, new URL(window.location.href))
      if (address) router.prefetch(address)
    }
    const intents = ['mouseover', 'touchstart', 'focusin'] as const
    document.addEventListener('click', onClick)
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true })
    return () => {
      document.removeEventListener('click', onClick)
      for (const type of intents) document.removeEventListener(type, onIntent)
    }
  }, [router])

  return null
}
