'use client'

import { usePathname } from 'next/navigation'

import { SiteLink } from '@/components/layout/SiteLink'

/** Pages that show the donation widget themselves: the footer then points to it instead of adding another. */
const PAGES_WITH_WIDGET = new Set(['/support', '/donation'])

/** The footer's donation block: a short way to the donation widget, never a second widget. */
export function DonateEntry() {
  const pathname = usePathname()
  if (PAGES_WITH_WIDGET.has(pathname)) {
    return (
      <a href="#main" className="button button--accent button--small">
        Give with the form above
      </a>
    )
  }
  return (
    <SiteLink href="/support" className="button button--accent button--small">
      Donate
    </SiteLink>
  )
}
