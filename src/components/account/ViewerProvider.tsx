'use client'

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

import type { Account } from '@/payload-types'

export type ViewerStatus = 'unknown' | 'loggedOut' | 'loggedIn'

type ViewerContextValue = {
  status: ViewerStatus
  viewer: Account | null
  /** Ask the server again (after login or registration). */
  refresh: () => Promise<void>
  /** Forget the viewer locally (after logout). */
  clear: () => void
  logoutOpen: boolean
  /** Open the logout modal, e.g. when a logged-in visitor reaches a page that needs them logged out. */
  openLogout: () => void
  closeLogout: () => void
}

const ViewerContext = createContext<ViewerContextValue | null>(null)

/**
 * The logged-in library account, known only in the browser: pages stay static and cacheable, and the
 * account is asked for once per page load (GET /api/accounts/me, which reads the auth cookie).
 */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const [viewer, setViewer] = useState<Account | null>(null)
  const [status, setStatus] = useState<ViewerStatus>('unknown')
  const [logoutOpen, setLogoutOpen] = useState(false)

  const refresh = useCallback(async () => {
    try {
      const response = await fetch('/api/accounts/me', { credentials: 'include' })
      const body = response.ok ? ((await response.json()) as { user?: Account | null }) : null
      setViewer(body?.user ?? null)
      setStatus(body?.user ? 'loggedIn' : 'loggedOut')
    } catch (error) {
      console.error('Could not load the account', error)
      setStatus('loggedOut')
    }
  }, [])

  useEffect(() => {
    void refresh()
  }, [refresh])

  const value = useMemo<ViewerContextValue>(
    () => ({
      status,
      viewer,
      refresh,
      clear: () => {
        setViewer(null)
        setStatus('loggedOut')
      },
      logoutOpen,
      openLogout: () => setLogoutOpen(true),
      closeLogout: () => setLogoutOpen(false),
    }),
    [status, viewer, refresh, logoutOpen],
  )

  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>
}

export function useViewer(): ViewerContextValue {
  const value = useContext(ViewerContext)
  if (!value) throw new Error('useViewer must be used inside <ViewerProvider>')
  return value
}
