'use client'

import { useEffect } from 'react'

import { useViewer } from './ViewerProvider'

/**
 * On pages only a guest can use (login, register), a logged-in visitor is asked to log out first:
 * the logout modal opens once the account is known.
 */
export function RequireLoggedOut() {
  const { status, openLogout } = useViewer()
  useEffect(() => {
    if (status === 'loggedIn') openLogout()
  }, [status, openLogout])
  return null
}
