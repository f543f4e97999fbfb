import type { CSSProperties, ReactNode } from 'react'

import type { Crumb } from '@/lib/navigation/breadcrumbs'

import { Breadcrumb } from './Breadcrumb'
import { CloseButton } from './CloseButton'
import { HeaderActions } from './HeaderActions'
import styles from './layouts.module.css'
import { SiteTitle } from './SiteTitle'

/**
 * The top bar of a detail page header: site title left; Search, Donate, the cart and the close (X) right, on
 * the item's background colour when it has one. Below the bar the page's breadcrumb, then `children` (title,
 * 'Posted:' date…).
 */
export function SingleHeaderBar({
  backgroundColor,
  breadcrumb,
  children,
  className,
}: {
  backgroundColor?: string | null
  breadcrumb?: Crumb[]
  children?: ReactNode
  className?: string
}) {
  const style = backgroundColor ? ({ '--single-bg': backgroundColor } as CSSProperties) : undefined
  const body = (breadcrumb || children) && (
    <div className={styles.singleHeaderBody}>
      {breadcrumb && <Breadcrumb trail={breadcrumb} />}
      {children}
    </div>
  )
  return (
    <header className={[styles.singleHeader, className].filter(Boolean).join(' ')} style={style} data-has-bg={backgroundColor ? '' : undefined}>
      <div className={styles.singleBar}>
        <SiteTitle />
        <div className={styles.singleControls}>
          <HeaderActions />
          <CloseButton />
        </div>
      </div>
      {body}
    </header>
  )
}
