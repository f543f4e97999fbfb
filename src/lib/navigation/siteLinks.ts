/**
 * Which clicks on the site's own links the browser leaves alone and which the client router takes over
 * (src/components/layout/LinkNavigation.tsx), decided the way next/link decides: a plain left click on a
 * link to a page of this site, not one opened elsewhere (new tab, download) or already handled.
 */
export const SITE_LINK_ATTRIBUTE = 'data-site-link'
export const NO_PREFETCH_ATTRIBUTE = 'data-no-prefetch'
/** The page opened keeps the scroll position (a catalogue's stock and order choices). */
export const KEEP_SCROLL_ATTRIBUTE = 'data-keep-scroll'
/** Sent on window when the client router starts a navigation to another page (RouteProgress listens). */
export const NAVIGATION_START_EVENT = 'art:navigation-start'

export type LinkClick = {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}
export type LinkTarget = { href: string; target: string; download: boolean }

/** Paths this site serves outside its pages (the admin, the APIs): always a full load. */
const OUTSIDE_THE_ROUTER = /^\/(?:admin|api)(?:[/?#]|$)/

/** The address (path, query, fragment) the router should open for this click, or null to leave it to the browser. */
export function clientNavigationTarget(click: LinkClick, link: LinkTarget, location: URL): string | null {
  if (click.defaultPrevented || click.button !== 0) return null
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null
  if ((link.target && link.target !== '_self') || link.download) return null
  const url = new URL(link.href, location)
  if (url.origin !== location.origin || OUTSIDE_THE_ROUTER.test(url.pathname)) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** Whether opening `address` leaves the current page (a new path or query, not just a fragment). */
export function leavesPage(address: string, location: URL): boolean {
  const url = new URL(address, location)
  return url.pathname !== location.pathname || url.search !== location.search
}

/** The address to prefetch when the visitor shows the intent to open this link, or null. */
export function prefetchTarget(href: string, location: URL): string | null {
  const url = new URL(href, location)
  if (url.origin !== location.origin || OUTSIDE_THE_ROUTER.test(url.pathname)) return null
  return leavesPage(url.href, location) ? `${url.pathname}${url.search}` : null
}
