'use client'

import { usePathname } from 'next/navigation'

import { SiteLink } from '@/components/layout/SiteLink'

/** Pages that show the donation form themselves (their giving section, id "donate"): the footer leads up to it. */
const PAGES_WITH_WIDGET = new Set(['/support', '/donation'])

const CLASS_NAME = 'button button--accent button--small'

/** The footer's donation block: a short way to the donation form, never a second form. */
export function DonateEntry() {
  const pathname = usePathname()
  if (PAGES_WITH_WIDGET.has(pathname)) {
    return (
      <a href="#donate" className={CLASS_NAME}>
        Donate
      </a>
    )
  }
  return (
    <SiteLink href="/support" className={CLASS_NAME}>
      Donate
    </SiteLink>
  )
}
