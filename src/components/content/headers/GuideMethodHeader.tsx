import type { CSSProperties } from 'react'

import { headerColours } from '@/lib/content/colour'
import { methodAnchor } from '@/lib/content/guides'

import styles from './headers.module.css'

/**
 * The header of one method section of a guide: its own anchor (linkable as /resources/guides/x#method-…),
 * position in the guide, and the guide's colour.
 */
export function GuideMethodHeader({
  title,
  index,
  total,
  guideColor,
}: {
  title: string
  index: number
  total: number
  guideColor?: string | null
}) {
  const colours = headerColours(guideColor)
  const style = colours ? ({ '--method-bg': colours.background, '--method-fg': colours.foreground } as CSSProperties) : undefined
  const anchor = methodAnchor(title, index)
  return (
    <header className={styles.method} style={style} id={anchor}>
      <p className={styles.eyebrow}>
        Method {index + 1} of {total}
      </p>
      <h2>{title}</h2>
      <p className={styles.methodLinks}>
        {/* The accessible name starts with the visible words (WCAG 2.5.3), then says which method. */}
        <a href={`#${anchor}`}>
          Link to this method<span className="visually-hidden">: {title}</span>
        </a>
        <a href="#main">Back to top</a>
      </p>
    </header>
  )
}
