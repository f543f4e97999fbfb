'use client'

import { useLayoutEffect, useState } from 'react'

import { TypeOut } from '@/components/menu/TypeOut'
import { SITE_TITLE_SESSION_KEY, SITE_TITLE_START_DELAY_MS, SITE_TITLE_TYPING_MS_PER_CHAR } from '@/lib/navigation/timing'

import styles from './SiteHeader.module.css'
import { SiteLink } from './SiteLink'
import { TITLE_PENDING_ATTRIBUTE } from './siteTitleScript'

const SITE_TITLE = 'A.R.T.'

const readTyped = () => {
  try {
    return sessionStorage.getItem(SITE_TITLE_SESSION_KEY) === '1'
  } catch {
    return true
  }
}

/** The site title links home and types itself out once per browser session (sessionStorage). */
export function SiteTitle({ title = SITE_TITLE }: { title?: string }) {
  const [animate, setAnimate] = useState(false)

  useLayoutEffect(() => {
    document.documentElement.removeAttribute(TITLE_PENDING_ATTRIBUTE)
    // Read directly: during hydration a media-query hook still reports the server's answer.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || readTyped()) return
    setAnimate(true)
    try {
      sessionStorage.setItem(SITE_TITLE_SESSION_KEY, '1')
    } catch {
      // Storage blocked: the title then types on every page, which is harmless.
    }
  }, [])

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
