import type { CSSProperties, ReactNode } from 'react'

import { SingleHeaderBar } from '@/components/layout'
import { headerColours } from '@/lib/content/colour'
import { breadcrumbTrail, type DetailKind } from '@/lib/navigation/breadcrumbs'

import styles from './headers.module.css'

/**
 * The base of every detail-page header: the shell's bar (site title, search, donate, cart, close X) on the
 * item's colour, with the text colour chosen for contrast, then the breadcrumb (which says what kind of page
 * this is, so no eyebrow repeats it), title and the type's own details. `data-kind` lets each type set its
 * own template in headers.module.css.
 */
export function SingleHeader({
  kind,
  title,
  backgroundColor,
  children,
}: {
  kind: DetailKind
  title: string
  backgroundColor?: string | null
  children?: ReactNode
}) {
  const colours = headerColours(backgroundColor)
  const style = colours ? ({ color: colours.foreground, '--header-fg': colours.foreground } as CSSProperties) : undefined
  return (
    <div className={styles.wrap} style={style} data-coloured={colours ? '' : undefined} data-kind={kind}>
      <SingleHeaderBar backgroundColor={colours?.background} breadcrumb={breadcrumbTrail(kind, title)}>
        <h1 className={styles.title}>{title}</h1>
        {children && <div className={styles.details}>{children}</div>}
      </SingleHeaderBar>
    </div>
  )
}
