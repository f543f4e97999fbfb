'use client'

import { useEffect, useState } from 'react'

import { TypeOut } from '@/components/menu/TypeOut'
import { usePrefersReducedMotion } from '@/components/menu/usePrefersReducedMotion'
import { SITE_TITLE_SESSION_KEY, SITE_TITLE_START_DELAY_MS, SITE_TITLE_TYPING_MS_PER_CHAR } from '@/lib/navigation/timing'

import styles from './SiteHeader.module.css'
import { SiteLink } from './SiteLink'

export const SITE_TITLE = 'A.R.T.'

const readTyped = () => {
  try {
    return sessionStorage.getItem(SITE_TITLE_SESSION_KEY) === '1'
  } catch {
    return true
  }
}

/** The site title links home and types itself out once per browser session (sessionStorage). */
export function SiteTitle({ title = SITE_TITLE }: { title?: string }) {
  const reducedMotion = usePrefersReducedMotion()
  const [animate, setAnimate] = useState(false)

  useEffect(() => {
    if (reducedMotion || readTyped()) return
    setAnimate(true)
    try {
      sessionStorage.setItem(SITE_TITLE_SESSION_KEY, '1')
    } catch {
      // Storage blocked: the title then types on every page, which is harmless.
    }
  }, [reducedMotion])

  return (
    <SiteLink href="/" className={styles.title} data-site-title="">
      <TypeOut
        text={title}
        animate={animate}
        msPerChar={SITE_TITLE_TYPING_MS_PER_CHAR}
        delayMs={SITE_TITLE_START_DELAY_MS}
      />
    </SiteLink>
  )
}
