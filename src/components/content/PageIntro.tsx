import type { ReactNode } from 'react'

import styles from './page.module.css'

/** The opening of an index or info page: eyebrow, title and an optional lead. */
export function PageIntro({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className={styles.intro}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {children && <div className="lead">{children}</div>}
    </header>
  )
}
