import { Children, type CSSProperties, type ReactNode } from 'react'

import styles from './lists.module.css'

/** A list whose items fade in one after another (pure CSS, so it also runs before hydration). */
export function FadeInList({ children, layout = 'grid', label }: { children: ReactNode; layout?: 'grid' | 'wide' | 'stack'; label?: string }) {
  return (
    <ul className={[layout === 'stack' ? styles.stack : styles.grid, layout === 'wide' ? styles.wide : '', styles.fadeIn].filter(Boolean).join(' ')} aria-label={label}>
      {Children.toArray(children).map((child, i) => (
        <li key={(child as { key?: string }).key ?? i} style={{ '--i': Math.min(i, 10) } as CSSProperties}>
          {child}
        </li>
      ))}
    </ul>
  )
}
