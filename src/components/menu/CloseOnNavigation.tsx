'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

/** Calls onNavigate whenever the route path or its query changes (not on first render). */
export function CloseOnNavigation({ onNavigate }: { onNavigate: () => void }) {
  const pathname = usePathname()
  const query = useSearchParams().toString()
  const location = `${pathname}?${query}`
  const previous = useRef(location)
  const callback = useRef(onNavigate)
  callback.current = onNavigate

  useEffect(() => {
    if (previous.current !== location) {
      previous.current = location
      callback.current()
    }
  }, [location])

  return null
}
