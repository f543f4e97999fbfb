import type { ReactNode } from 'react'

import { SiteLogoutModal } from '@/components/account/SiteLogoutModal'

import styles from './layouts.module.css'
import { SITE_FOOTER } from './siteFooterElement'

/**
 * SINGLE layout (SPEC §2, detail pages): the page's own type-specific header (news, notes, editions,
 * guide, guide-method — build it with <SingleHeaderBar/> or your own markup using <CloseButton/>),
 * then the content, footer and logout modal.
 */
export function SingleLayout({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <>
      {header}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {SITE_FOOTER}
      <SiteLogoutModal />
    </>
  )
}
