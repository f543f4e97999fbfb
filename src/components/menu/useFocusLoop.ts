'use client'

import { useEffect, type RefObject } from 'react'

import { nextFocusIndex } from '@/lib/navigation/focusLoop'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

const isShown = (element: HTMLElement) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'

/**
 * While active, Tab and Shift+Tab cycle through the toggle and the focusable controls in the panel, so the
 * menu's close button (the toggle, which lives in the header outside the panel) is reachable by keyboard
 * and focus never leaves the open menu.
 */
export function useFocusLoop(active: boolean, toggle: RefObject<HTMLElement | null>, panel: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!active) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !toggle.current || !panel.current) return
      const stops = [toggle.current, ...Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isShown)]
      const next = nextFocusIndex(stops.indexOf(document.activeElement as HTMLElement), stops.length, event.shiftKey)
      if (next < 0) return
      event.preventDefault()
      // The loop decides alone: Radix's own focus loop in the panel would otherwise move focus a second time.
      event.stopPropagation()
      stops[next].focus()
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => document.removeEventListener('keydown', onKeyDown, true)
  }, [active, toggle, panel])
}
