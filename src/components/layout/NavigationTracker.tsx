'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

import { isRememberablePath } from '@/lib/navigation/previousPath'
import { CURRENT_PATH_SESSION_KEY, PREVIOUS_PATH_SESSION_KEY } from '@/lib/navigation/timing'

const storage = () => {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * The in-site page visited before `pathname`, or null. Child effects run before this tracker's effect,
 * so when the tracker has not recorded `pathname` yet, the page it last recorded is the previous one.
 */
export function readPreviousPath(pathname: string): string | null {
  const store = storage()
  if (!store) return null
  const current = store.getItem(CURRENT_PATH_SESSION_KEY)
  const recorded = current !== null && current.split('?')[0] === pathname
  return recorded ? store.getItem(PREVIOUS_PATH_SESSION_KEY) : current
}

/**
 * Remembers the previous in-site page in sessionStorage on every navigation, client-side or full load,
 * so the close (X) button can go back to it. A full load is recorded as it arrives, before the page's scripts
 * run (src/components/layout/headScript.ts), so a page left before it hydrated still counts; this effect then
 * finds it recorded.
 */
export function NavigationTracker() {
  const pathname = usePathname()
  const query = useSearchParams().toString()

  useEffect(() => {
    const store = storage()
    if (!store) return
    const location = query ? `${pathname}?${query}` : pathname
    const current = store.getItem(CURRENT_PATH_SESSION_KEY)
    if (current === location) return
    if (current && isRememberablePath(current)) store.setItem(PREVIOUS_PATH_SESSION_KEY, current)
    if (isRememberablePath(location)) store.setItem(CURRENT_PATH_SESSION_KEY, location)
  }, [pathname, query])

  return null
}
