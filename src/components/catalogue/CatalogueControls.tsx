import { SiteLink } from '@/components/layout/SiteLink'
import { encodeCatalogueState, SORT_OPTIONS, STOCK_OPTIONS, type CatalogueState } from '@/lib/catalogue/catalogueParams'
import { FILTER_TYPES, toggleFilter } from '@/lib/catalogue/filters'
import type { FilterTag } from '@/lib/catalogue/server'

import styles from './catalogue.module.css'

const href = (basePath: string, state: CatalogueState) => `${basePath}${encodeCatalogueState(state) || ''}` || basePath

/*
 * Every link here leads to another catalogue state, which the server renders once per state and then
 * caches: prefetching them all from each page would render a dozen new states per visit, so they load on click.
 */

/** Stock and order choices as plain links: every view has its own URL, reload and back just work. */
export function StockAndSort({ basePath, state }: { basePath: string; state: CatalogueState }) {
  return (
    <div className={styles.controls}>
      <nav aria-label="Stock" className={styles.segmented}>
        {STOCK_OPTIONS.map((o) => (
          <SiteLink
            prefetch={false}
            key={o.value}
            href={href(basePath, { ...state, stock: o.value, page: 1 })}
            aria-current={state.stock === o.value ? 'true' : undefined}
            scroll={false}
          >
            {o.label}
          </SiteLink>
        ))}
      </nav>
      <nav aria-label="Order" className={styles.segmented}>
        {SORT_OPTIONS.map((o) => (
          <SiteLink
            prefetch={false}
            key={o.value}
            href={href(basePath, { ...state, sort: o.value, page: 1 })}
            aria-current={state.sort === o.value ? 'true' : undefined}
            scroll={false}
          >
            {o.label}
          </SiteLink>
        ))}
      </nav>
    </div>
  )
}

/** The chosen filters, each removable, and how they combine. */
export function ActiveFilters({
  basePath,
  state,
  tags,
}: {
  basePath: string
  state: CatalogueState
  tags: FilterTag[]
}) {
  const chosen = FILTER_TYPES.flatMap((t) => (state.filters[t.param] ?? []).map((slug) => ({ type: t, slug })))
  if (!chosen.length) return null
  return (
    <div className={styles.active}>
      <p className={styles.activeNote}>
        Showing books matching any choice within a list and every list: for example an artist <em>and</em> a theme.
      </p>
      <ul className={styles.chips} aria-label="Chosen filters">
        {chosen.map(({ type, slug }) => {
          const title = tags.find((t) => t.slug === slug)?.title ?? slug
          return (
            <li key={`${type.param}:${slug}`}>
              <SiteLink
                prefetch={false}
                className={styles.chip}
                href={href(basePath, { ...state, filters: toggleFilter(state.filters, type.param, slug), page: 1 })}
                aria-label={`Remove ${type.label.toLowerCase()} filter ${title}`}
              >
                <span className={styles.chipType}>{type.label}:</span> {title} <span aria-hidden="true">×</span>
              </SiteLink>
            </li>
          )
        })}
        <li>
          <SiteLink
            prefetch={false}
            className={styles.clearAll}
            href={href(basePath, { ...state, filters: {}, page: 1 })}
          >
            Clear filters
          </SiteLink>
        </li>
      </ul>
    </div>
  )
}

export function Pagination({
  basePath,
  state,
  pageCount,
}: {
  basePath: string
  state: CatalogueState
  pageCount: number
}) {
  if (pageCount <= 1) return null
  const current = state.page
  const pages = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, pageCount])]
    .filter((p) => p >= 1 && p <= pageCount)
    .sort((a, b) => a - b)
  return (
    <nav aria-label="Pages" className={styles.pagination}>
      {current > 1 ? (
        <SiteLink prefetch={false} href={href(basePath, { ...state, page: current - 1 })} rel="prev">
          ← Previous
        </SiteLink>
      ) : (
        <span aria-hidden="true" className={styles.pageDisabled}>
          ← Previous
        </span>
      )}
      <ol>
        {pages.map((p, i) => (
          <li key={p}>
            {i > 0 && pages[i - 1]! < p - 1 && <span aria-hidden="true">… </span>}
            <SiteLink
              prefetch={false}
              href={href(basePath, { ...state, page: p })}
              aria-current={p === current ? 'page' : undefined}
              aria-label={`Page ${p}`}
            >
              {p}
            </SiteLink>
          </li>
        ))}
      </ol>
      {current < pageCount ? (
        <SiteLink prefetch={false} href={href(basePath, { ...state, page: current + 1 })} rel="next">
          Next →
        </SiteLink>
      ) : (
        <span aria-hidden="true" className={styles.pageDisabled}>
          Next →
        </span>
      )}
    </nav>
  )
}
