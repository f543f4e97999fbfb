import type { Crumb } from '@/lib/navigation/breadcrumbs'

import styles from './layouts.module.css'
import { SiteLink } from './SiteLink'

/** A detail page's trail (lib/navigation/breadcrumbs.ts) as a navigation landmark; the last crumb is this page. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.href ? (
              <SiteLink href={crumb.href}>{crumb.label}</SiteLink>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
