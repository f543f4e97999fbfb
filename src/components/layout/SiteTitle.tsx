'use client'

import { startTransition, useLayoutEffect, useState } from 'react'

import { TypeOut } from '@/components/menu/TypeOut'
import {
  SITE_TITLE_SESSION_KEY,
  SITE_TITLE_START_DELAY_MS,
  SITE_TITLE_TYPING_MS_PER_CHAR,
} from '@/lib/navigation/timing'

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
    // Read directly: during hydration a media-query hook still reports the server's answer.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || readTyped()) {
      document.documentElement.removeAttribute(TITLE_PENDING_ATTRIBUTE)
      return
    }
    try {
      sessionStorage.setItem(SITE_TITLE_SESSION_KEY, '1')
    } catch {
      // Storage blocked: the title then types on every page, which is harmless.
    }
    // As a transition, rendered after hydration: a state update in a layout effect is rendered synchronously
    // inside the hydration's commit, with every passive effect of the page flushed before it (one long task on
    // a phone). The title stays hidden (the head script's attribute) until the typing starts.
    startTransition(() => setAnimate(true))
  }, [])

  // The untyped start is in the DOM now (TypeOut renders it with the new props): the title may show.
  useLayoutEffect(() => {
    if (animate) document.documentElement.removeAttribute(TITLE_PENDING_ATTRIBUTE)
  }, [animate])

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
