'use client'

import { useEffect, useState } from 'react'

/** Scrolled distance below which the toggle always shows, and the jitter ignored between checks. */
const TOP_ZONE_PX = 80
const JITTER_PX = 4

/** True while the visitor scrolls down (past the top of the page); false again as soon as they scroll up. */
export function useHideOnScrollDown(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false)

  useEffect(() => {
    if (!enabled) return
    let lastY = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      if (y <= TOP_ZONE_PX) setHidden(false)
      else if (y > lastY + JITTER_PX) setHidden(true)
      else if (y < lastY - JITTER_PX) setHidden(false)
      if (Math.abs(y - lastY) > JITTER_PX) lastY = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [enabled])

  // Never hidden while disabled (the menu is open); the last direction is kept for when it closes.
  return enabled && hidden
}
