
import { SiteLink } from '@/components/layout/SiteLink'
import { pageHref, pageLinks } from '@/lib/content/pagination'

import styles from './Pagination.module.css'

/** Real links to each page of a list (`?page=2`), so pages are shareable, crawlable and work without JS. */
export function Pagination({ basePath, page, totalPages, label }: { basePath: string; page: number; totalPages: number; label: string }) {
  const links = pageLinks(page, totalPages)
  if (links.length === 0) return null
  return (
    <nav className={styles.pagination} aria-label={`${label}, pages`}>
      {page > 1 ? (
        <SiteLink className={styles.step} href={pageHref(basePath, page - 1)} rel="prev">
          ← Previous
        </SiteLink>
      ) : (
        <span className={styles.step} aria-hidden="true" />
      )}
      <ol className={styles.pages}>
        {links.map((link) =>
          link.kind === 'gap' ? (
            <li key={link.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              <SiteLink
                className={styles.page}
                href={pageHref(basePath, link.page)}
                aria-current={link.current ? 'page' : undefined}
                aria-label={`Page ${link.page}`}
              >
                {link.page}
              </SiteLink>
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <SiteLink className={styles.step} href={pageHref(basePath, page + 1)} rel="next">
          Next →
        </SiteLink>
      ) : (
        <span className={styles.step} aria-hidden="true" />
      )}
    </nav>
  )
}
