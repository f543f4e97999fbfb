import { decodeCatalogueState, encodeCatalogueState, PAGE_SIZE } from '@/lib/catalogue/catalogueParams'
import { catalogueBase } from '@/lib/catalogue/bookLinks'
import { getCataloguePage } from '@/lib/catalogue/server'
import type { Catalogue } from '@/lib/search/types'

import { BookGrid } from './BookGrid'
import { ActiveFilters, Pagination, StockAndSort } from './CatalogueControls'
import styles from './catalogue.module.css'
import { FilterBar } from './FilterBar'
import { RevealCatalogue } from './RevealCatalogue'

const RESULTS_ID = 'catalogue-results'

export type SearchParams = Record<string, string | string[] | undefined>

/**
 * Filters, stock, order, the grid of covers and the pages of one catalogue; all state from the URL.
 * `belowShowcase`: the showcase's covers come first on the page, and the grid's load lazily.
 */
export async function CatalogueView({
  catalogue,
  searchParams,
  belowShowcase = false,
}: {
  catalogue: Catalogue
  searchParams: SearchParams
  belowShowcase?: boolean
}) {
  const state = decodeCatalogueState(searchParams)
  const basePath = catalogueBase(catalogue)
  const result = await getCataloguePage(catalogue, state)
  const first = (state.page - 1) * PAGE_SIZE + 1
  return (
    // Focusable so the showcase's 'Skip to the full catalogue' link moves focus here, not only the scroll.
    <section aria-labelledby="catalogue-heading" className={styles.catalogue} id="catalogue" tabIndex={-1}>
      {/* Names the section for screen readers; the page's own title above already says it on screen. */}
      <h2 id="catalogue-heading" className="visually-hidden">
        {catalogue === 'press' ? 'Catalog' : 'Books'}
      </h2>
      <RevealCatalogue key={encodeCatalogueState(state)} sectionId="catalogue" />
      {/* Filters, chosen filters, stock and order are a dozen or more stops; keyboard users may go past them. */}
      <a href={`#${RESULTS_ID}`} className={styles.skipToResults}>
        Skip to results
      </a>
      <FilterBar basePath={basePath} state={state} />
      <ActiveFilters basePath={basePath} state={state} tags={result.selectedTags} />
      <StockAndSort basePath={basePath} state={state} />
      <p className={styles.resultCount} role="status" id={RESULTS_ID} tabIndex={-1}>
        {result.total === 0
          ? 'No books match these choices.'
          : `${result.total.toLocaleString('en-US')} ${result.total === 1 ? 'book' : 'books'}${
              result.pageCount > 1 ? `, showing ${first}–${first + result.books.length - 1}` : ''
            }`}
      </p>
      <BookGrid books={result.books} priorityCovers={belowShowcase ? 0 : undefined} />
      <Pagination basePath={basePath} state={state} pageCount={result.pageCount} />
    </section>
  )
}
