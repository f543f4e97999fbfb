'use client'

import { useCallback, useEffect, useState } from 'react'

import { useViewer } from '@/components/account/ViewerProvider'
import type { OwnWaitsAnswer } from '@/lib/commerce/waiting-list/waitFormState'

const NONE: OwnWaitsAnswer = { waits: [], days: 0 }

/** The logged-in library's open waits, asked for once the account is known (null until answered). */
export function useOwnWaits() {
  const { status } = useViewer()
  const [answer, setAnswer] = useState<OwnWaitsAnswer | null>(null)
  const [asked, setAsked] = useState(0)

  useEffect(() => {
    if (status !== 'loggedIn') return
    let current = true
    fetch('/api/account/waiting-list', { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<OwnWaitsAnswer>) : NONE))
      .then((body) => current && setAnswer(body))
      .catch((error: unknown) => console.error('Could not load the waiting list', error))
    return () => {
      current = false
    }
  }, [status, asked])

  /** Asks again (after the library left a wait). */
  const reload = useCallback(() => setAsked((count) => count + 1), [])
  return { answer, reload }
}
