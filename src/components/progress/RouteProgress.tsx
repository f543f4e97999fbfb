'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { NAVIGATION_START_EVENT } from '@/lib/navigation/siteLinks'
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '@/lib/navigation/timing'

import styles from './RouteProgress.module.css'

type Phase = 'idle' | 'waiting' | 'running' | 'done'

/**
 * A thin bar at the top while a route change takes longer than the throttle (SPEC §9: throttle 200 ms,
 * duration 5000 ms). Next's App Router has no navigation events, so a navigation starts when LinkNavigation
 * opens another page or with a history step, and ends when the path or query changes.
 */
export function RouteProgress() {
  const pathname = usePathname()
  const query = useSearchParams().toString()
  const [phase, setPhase] = useState<Phase>('idle')
  const throttle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    const start = () => {
      clearTimeout(throttle.current)
      setPhase('waiting')
      throttle.current = setTimeout(() => setPhase((phase) => (phase === 'waiting' ? 'running' : phase)), PROGRESS_THROTTLE_MS)
    }
    window.addEventListener(NAVIGATION_START_EVENT, start)
    window.addEventListener('popstate', start)
    return () => {
      window.removeEventListener(NAVIGATION_START_EVENT, start)
      window.removeEventListener('popstate', start)
      clearTimeout(throttle.current)
    }
  }, [])

  // Arrival: finish the bar if it showed, else drop it silently.
  useEffect(() => {
    clearTimeout(throttle.current)
    setPhase((phase) => (phase === 'running' ? 'done' : 'idle'))
  }, [pathname, query])

  useEffect(() => {
    if (phase !== 'done') return
    const timer = setTimeout(() => setPhase('idle'), 400)
    return () => clearTimeout(timer)
  }, [phase])

  if (phase === 'idle' || phase === 'waiting') return null
  // A named region, so the bar (outside every page's landmarks, above the header) is inside a landmark too.
  return (
    <section aria-label="Page loading">
      <div
        className={styles.bar}
        data-phase={phase}
        style={{ ['--progress-duration' as string]: `${PROGRESS_DURATION_MS}ms` }}
        role="progressbar"
        aria-label="Loading page"
        aria-busy={phase === 'running'}
      />
    </section>
  )
}
