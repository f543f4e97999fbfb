'use client'

import { encodeCatalogueState, type CatalogueState } from '@/lib/catalogue/catalogueParams'
import { countSelected, FILTER_TYPES, type FilterSelection, type FilterType } from '@/lib/catalogue/filters'

import { openFilters } from '../filters/filterStore'
import styles from './catalogue.module.css'

/** Buttons opening the filter modal for one type, or the library overview of all types. */
export function FilterBar({ basePath, state }: { basePath: string; state: CatalogueState }) {
  const open = (type: FilterType | null) =>
    openFilters(
      type,
      {
        kind: 'catalogue',
        href: (filters: FilterSelection) => `${basePath}${encodeCatalogueState({ ...state, filters, page: 1 })}`,
      },
      state.filters,
    )
  return (
    <div className={styles.filterBar}>
      <span className={styles.filterLabel} id="filter-by">
        Filter by
      </span>
      <ul aria-labelledby="filter-by" className={styles.filterButtons}>
        {FILTER_TYPES.map((t) => {
          const count = countSelected(state.filters, t.param)
          return (
            <li key={t.param}>
              <button type="button" className={styles.filterButton} onClick={() => open(t.param)} aria-haspopup="dialog">
                {t.label}
                {count > 0 && <span className={styles.badge}> ({count})</span>}
              </button>
            </li>
          )
        })}
        <li>
          <button type="button" className={styles.filterButton} onClick={() => open(null)} aria-haspopup="dialog">
            All filters
          </button>
        </li>
      </ul>
    </div>
  )
}
