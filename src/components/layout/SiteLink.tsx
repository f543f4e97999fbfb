import type { AnchorHTMLAttributes } from 'react'

import { KEEP_SCROLL_ATTRIBUTE, NO_PREFETCH_ATTRIBUTE, SITE_LINK_ATTRIBUTE } from '@/lib/navigation/siteLinks'

export type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string
  /** false: never prefetched, even on intent (links to very many pages, like filter chips). */
  prefetch?: boolean
  /** false: the page opened keeps the scroll position instead of starting at the top. */
  scroll?: boolean
}

/**
 * A link to a page of this site: a plain anchor that the one LinkNavigation of the layout opens with the
 * client router and prefetches when the visitor shows the intent to open it (pointer over it, a finger on
 * it, keyboard focus), never on slow or data-saving connections (SPEC §9). Not next/link: a page has up to
 * a hundred such links (menu, footer, 24 catalogue cards), and each next/link is a client component with its
 * own hooks to hydrate, the largest part of a catalogue page's blocking time on a phone. This one renders
 * the same on the server and in client components and hydrates as a plain element.
 */
export function SiteLink({ prefetch, scroll, ...props }: SiteLinkProps) {
  const marks = {
    [SITE_LINK_ATTRIBUTE]: '',
    ...(prefetch === false ? { [NO_PREFETCH_ATTRIBUTE]: '' } : {}),
    ...(scroll === false ? { [KEEP_SCROLL_ATTRIBUTE]: '' } : {}),
  }
  return <a {...props} {...marks} />
}
