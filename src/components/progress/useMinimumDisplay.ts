'use client'

import { useEffect, useRef, useState } from 'react'

import { remainingDisplayMs } from '@/lib/progress/minimumDisplay'

/**
 * `active` held true until its loading state has shown for SPEC §9's minimum (200 ms): render the loading state
 * from what this returns, not from the fetch's own flag.
 */
export function useMinimumDisplay(active: boolean): boolean {
  const [holding, setHolding] = useState(active)
  const shownAt = useRef<number | null>(null)
  // Set while rendering, not in an effect: the render where the work ends must not show the state gone.
  if (active && !holding) setHolding(true)

  useEffect(() => {
    if (active) {
      shownAt.current ??= performance.now()
      return
    }
    if (shownAt.current === null) return
    const timer = setTimeout(() => {
      shownAt.current = null
      setHolding(false)
    }, remainingDisplayMs(shownAt.current, performance.now()))
    return () => clearTimeout(timer)
  }, [active])

  return active || holding
}
