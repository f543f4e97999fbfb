'use client'

import { useEffect } from 'react'

/**
 * Sets `data-hydrated` on <html> once the site's scripts run. Until then a widget is plain HTML, and a choice
 * made in it (a radio clicked) is reset when React takes over; browser tests wait for the mark before they use
 * one. The scripts start after the first paint (src/lib/http/deferScripts.ts), so `load` does not wait for them.
 */
export function HydratedMarker() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '')
  }, [])
  return null
}
