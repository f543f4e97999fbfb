import type { CSSProperties, ReactNode } from 'react'

import { CloseButton } from './CloseButton'
import styles from './layouts.module.css'
import { SiteTitle } from './SiteTitle'

/**
 * The top bar of a detail page header: site title left, close (X) right, on the item's background
 * colour when it has one. `children` (eyebrow, title, 'Posted:' date…) go below the bar.
 */
export function SingleHeaderBar({
  backgroundColor,
  children,
  className,
}: {
  backgroundColor?: string | null
  children?: ReactNode
  className?: string
}) {
  const style = backgroundColor ? ({ '--single-bg': backgroundColor } as CSSProperties) : undefined
  return (
    <header className={[styles.singleHeader, className].filter(Boolean).join(' ')} style={style} data-has-bg={backgroundColor ? '' : undefined}>
      <div className={styles.singleBar}>
        <SiteTitle />
        <CloseButton />
      </div>
      {children && <div className={styles.singleHeaderBody}>{children}</div>}
    </header>
  )
}
