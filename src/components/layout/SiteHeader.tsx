import type { ReactNode } from 'react'

import { HeaderActions } from './HeaderActions'
import styles from './SiteHeader.module.css'
import { SiteTitle } from './SiteTitle'

/**
 * The header bar shared by the default and form layouts: the site title on the left; on the right Search,
 * Donate and the cart (HeaderActions), then the layout's own control (default layout: the menu toggle; form
 * layout: the close button). It sticks to the top and hides as one unit while scrolling down (see
 * SiteHeader.module.css).
 */
export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div data-menu-inert="">
          <SiteTitle />
        </div>
        <div className={styles.controls}>
          <HeaderActions />
          {children}
        </div>
      </div>
    </header>
  )
}
