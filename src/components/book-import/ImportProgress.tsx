'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** While an import runs, its page is read again every two seconds (the progress is stored, not streamed). */
export function ImportProgress({ running }: { running: boolean }) {
  const router = useRouter()
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => router.refresh(), 2000)
    return () => clearInterval(timer)
  }, [running, router])
  return null
}
