'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '@/lib/navigation/timing'

import styles from './RouteProgress.module.css'

type Phase = 'idle' | 'waiting' | 'running' | 'done'

/** An in-site navigation a click on this anchor would start, or false. */
function isNavigatingClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const anchor = (event.target as Element | null)?.closest?.('a')
  if (!anchor || anchor.target && anchor.target !== '_self' || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return false
  return url.pathname !== window.location.pathname || url.search !== window.location.search
}

/**
 * A thin bar at the top while a route change takes longer than the throttle (SPEC §9: throttle 200 ms,
 * duration 5000 ms). Next's App Router has no navigation events, so a navigation starts with a click on
 * an in-site link or a history step, and ends when the path or query changes.
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
    const onClick = (event: MouseEvent) => {
      if (isNavigatingClick(event)) start()
    }
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', start)
    return () => {
      document.removeEventListener('click', onClick)
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
  return (
    <div
      className={styles.bar}
      data-phase={phase}
      style={{ ['--progress-duration' as string]: `${PROGRESS_DURATION_MS}ms` }}
      role="progressbar"
      aria-label="Loading page"
      aria-busy={phase === 'running'}
    />
  )
}
