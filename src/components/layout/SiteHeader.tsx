import type { ReactNode } from 'react'

import styles from './SiteHeader.module.css'
import { SiteTitle } from './SiteTitle'

/**
 * The header bar shared by every layout: the site title on the left, the layout's controls on the right
 * (the default layout: search + menu toggle; form and single layouts: the close button).
 * No z-index here: the fixed menu toggle inside must stack above the menu panel.
 */
export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div data-menu-inert="">
          <SiteTitle />
        </div>
        <div className={styles.controls}>{children}</div>
      </div>
    </header>
  )
}
