import type { ReactNode } from 'react'

import { SiteLogoutModal } from '@/components/account/SiteLogoutModal'
import { RequireLoggedOut } from '@/components/account/RequireLoggedOut'

import { CloseButton } from './CloseButton'
import styles from './layouts.module.css'
import { SiteHeader } from './SiteHeader'

/**
 * FORM layout (SPEC §2, used by /login and /register): header with the site title and a close (X)
 * button back to the previous page, then a narrow centred column for the form. With `guestsOnly`
 * (the default) a logged-in visitor gets the logout modal ('you must be logged out').
 */
export function FormLayout({
  children,
  title,
  guestsOnly = true,
}: {
  children: ReactNode
  title?: string
  guestsOnly?: boolean
}) {
  return (
    <>
      <SiteHeader>
        <CloseButton />
      </SiteHeader>
      <main id="main" className={styles.formMain} tabIndex={-1}>
        {title && <h1 className={styles.formTitle}>{title}</h1>}
        {children}
      </main>
      {guestsOnly && <RequireLoggedOut />}
      <SiteLogoutModal />
    </>
  )
}
