import type { CSSProperties, ReactNode } from 'react'

import { SingleHeaderBar } from '@/components/layout'
import { headerColours } from '@/lib/content/colour'

import styles from './headers.module.css'

/**
 * The base of every detail-page header: the shell's bar (site title, close X) on the item's colour,
 * with the text colour chosen for contrast, then eyebrow, title and the type's own details.
 */
export function SingleHeader({
  eyebrow,
  title,
  backgroundColor,
  children,
}: {
  eyebrow: string
  title: string
  backgroundColor?: string | null
  children?: ReactNode
}) {
  const colours = headerColours(backgroundColor)
  const style = colours ? ({ color: colours.foreground, '--header-fg': colours.foreground } as CSSProperties) : undefined
  return (
    <div className={styles.wrap} style={style} data-coloured={colours ? '' : undefined}>
      <SingleHeaderBar backgroundColor={colours?.background}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        {children && <div className={styles.details}>{children}</div>}
      </SingleHeaderBar>
    </div>
  )
}
