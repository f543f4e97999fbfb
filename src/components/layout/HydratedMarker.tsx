'use client'

import { useEffect } from 'react'

/**
 * Sets `data-hydrated` on <html> once the site's scripts run. The scripts start after the first paint
 * (src/lib/http/deferScripts.ts), so `load` does not wait for them; until the mark, the loader there holds a
 * click on a button, radio or checkbox (and a form's submission) and replays it once the mark is set. Browser
 * tests wait for the mark too.
 */
export function HydratedMarker() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '')
  }, [])
  return null
}
