'use client'

import { useEffect, useRef, useState } from 'react'

import { remainingDisplayMs } from '@/lib/progress/minimumDisplay'

/**
 * `active` held true until its loading state has shown for SPEC §9's minimum (200 ms): render the loading state
 * from what this returns, not from the fetch's own flag.
 */
export function useMinimumDisplay(active: boolean): boolean {
  const [holding, setHolding] = useState(false)
  const shownAt = useRef<number | null>(null)

  useEffect(() => {
    if (active) {
      shownAt.current ??= performance.now()
      return
    }
    if (shownAt.current === null) return
    const wait = remainingDisplayMs(shownAt.current, performance.now())
    shownAt.current = null
    if (wait === 0) return
    setHolding(true)
    const timer = setTimeout(() => setHolding(false), wait)
    return () => clearTimeout(timer)
  }, [active])

  return active || holding
}
