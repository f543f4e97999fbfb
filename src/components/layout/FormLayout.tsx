import type { ReactNode } from 'react'

import { CloseButton } from './CloseButton'
import styles from './layouts.module.css'
import { SiteHeader } from './SiteHeader'

/**
 * FORM layout (SPEC §2, used by /login and /register): header with the site title and a close (X)
 * button back to the previous page, then a narrow centred column for the form.
 */
export function FormLayout({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <>
      <SiteHeader>
        <CloseButton />
      </SiteHeader>
      <main id="main" className={styles.formMain}>
        {title && <h1 className={styles.formTitle}>{title}</h1>}
        {children}
      </main>
    </>
  )
}
