'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useRef, useState } from 'react'

import { CloseIcon } from '@/components/layout/icons'
import type { AccountTexts } from '@/lib/auth/accountTexts'

import styles from './LogoutModal.module.css'
import { useViewer } from './ViewerProvider'

/** Ends the session on the server and clears the `jwt` cookie (SPEC §4); failures are only logged (SPEC §8). */
async function logout(): Promise<boolean> {
  try {
    const response = await fetch('/api/account/logout', { method: 'POST', credentials: 'include' })
    if (!response.ok) console.error('Logout failed with status', response.status)
    const body = response.ok ? ((await response.json()) as { deleteRefreshTokens?: boolean }) : null
    return !!body?.deleteRefreshTokens
  } catch (error) {
    console.error('Logout failed', error)
    return false
  }
}

/**
 * SPEC §2 "Logout modal". Opened through useViewer().openLogout(); its texts come from the global. Cancel and
 * the X close it and leave the visitor logged in.
 */
export function LogoutModal({ texts }: { texts: Pick<AccountTexts, 'logoutTitle' | 'logoutText' | 'logoutButton'> }) {
  const { logoutOpen, openLogout, closeLogout, clear } = useViewer()
  const [busy, setBusy] = useState(false)
  // The modal opens from the viewer context, not from a Dialog.Trigger, so Radix has nothing to give focus
  // back to on close: remember what had it (the button that opened the modal) and return it there.
  const opener = useRef<HTMLElement | null>(null)

  const onLogout = async () => {
    setBusy(true)
    const ok = await logout()
    setBusy(false)
    if (ok) {
      clear()
      closeLogout()
    }
  }

  return (
    <Dialog.Root open={logoutOpen} onOpenChange={(open) => (open ? openLogout() : closeLogout())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (opener.current?.isConnected) opener.current.focus()
            opener.current = null
          }}
        >
          <Dialog.Title className={styles.title}>{texts.logoutTitle}</Dialog.Title>
          <Dialog.Description className={styles.text}>{texts.logoutText}</Dialog.Description>
          <div className={styles.actions}>
            <button type="button" className="button" onClick={onLogout} disabled={busy} aria-busy={busy}>
              {texts.logoutButton}
            </button>
            <Dialog.Close className="button button--ghost">Cancel</Dialog.Close>
          </div>
          <Dialog.Close className={styles.close} aria-label="Close">
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
