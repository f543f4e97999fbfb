import { Children, type CSSProperties, type ReactNode } from 'react'

import styles from './lists.module.css'

/** A list whose items fade in one after another (pure CSS, so it also runs before hydration). */
export function FadeInList({
  children,
  layout = 'grid',
  label,
}: {
  children: ReactNode
  /** grid: cards of at least 17 rem; wide: 22 rem; covers: book covers, 2 or 4 columns; stack: one column. */
  layout?: 'grid' | 'wide' | 'covers' | 'stack'
  label?: string
}) {
  const layoutClass = { grid: '', wide: styles.wide, covers: styles.covers, stack: '' }[layout]
  return (
    <ul className={[layout === 'stack' ? styles.stack : styles.grid, layoutClass, styles.fadeIn].filter(Boolean).join(' ')} aria-label={label}>
      {Children.toArray(children).map((child, i) => (
        <li key={(child as { key?: string }).key ?? i} style={{ '--i': Math.min(i, 10) } as CSSProperties}>
          {child}
        </li>
      ))}
    </ul>
  )
}
