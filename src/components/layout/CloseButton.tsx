'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { closeTarget, fallbackCloseTarget } from '@/lib/navigation/closeTarget'

import styles from './CloseButton.module.css'
import { CloseIcon } from './icons'
import { readPreviousPath } from './NavigationTracker'
import { SiteLink } from './SiteLink'

/**
 * The close (X) of detail and form pages (SPEC §2): back to the previously visited in-site page, else the
 * section index. The server renders the section fallback; the browser swaps in the stored page.
 */
export function CloseButton({ label = 'Close', className }: { label?: string; className?: string }) {
  const pathname = usePathname()
  const [href, setHref] = useState(() => fallbackCloseTarget(pathname))

  useEffect(() => {
    setHref(closeTarget(pathname, readPreviousPath(pathname)))
  }, [pathname])

  return (
    <SiteLink href={href} className={[styles.close, className].filter(Boolean).join(' ')} aria-label={label} data-close-target={href}>
      <CloseIcon />
    </SiteLink>
  )
}
