'use client'

import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False in the server's HTML and while React hydrates it, true once React runs the component in the browser:
 * a control whose work is done by script is enabled only when that script can do it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
