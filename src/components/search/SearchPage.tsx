import type { Metadata } from 'next'

import { BookGrid } from '@/components/catalogue/BookGrid'
import styles from '@/components/catalogue/catalogue.module.css'
import { DefaultLayout } from '@/components/layout'
import { SiteLink } from '@/components/layout/SiteLink'
import { encodeCatalogueState, DEFAULT_STATE } from '@/lib/catalogue/catalogueParams'
import { FILTER_TYPES, splitFilterList } from '@/lib/catalogue/filters'
import { findTagsBySlug, getCataloguePage, getFilterList, searchSite } from '@/lib/catalogue/server'
import { decodeSearchPage, searchPageHref } from '@/lib/search/pageParams'
import { emptyResults } from '@/lib/search/results'
import { searchCanonicalHref } from '@/lib/seo/canonicalQuery'

import { FocusSubmittedResults } from './FocusSubmittedResults'
import { SearchPageForm } from './SearchPageForm'
import { GROUP_TITLE, SearchResultsView } from './SearchResultsView'

export type SearchParams = Record<string, string | string[] | undefined>

/** A search view's metadata; it names the view's canonical query as the page's address (robots.txt allows search pages). */
export const searchMetadata = (params: SearchParams): Metadata => ({
  title: 'Search',
  alternates: { canonical: searchCanonicalHref(params) },
})

const RESULTS_HEADING = 'search-results-heading'
const OVERVIEW_LIMIT = 12
const GROUP_LIMIT = 24

/** /search (SPEC §2): text results by group, books filed under the chosen filters, or featured filters to start from. */
export async function SearchPage({ params }: { params: SearchParams }) {
  const { text, filter, group, offset } = decodeSearchPage(params)
  const [textResults, tags] = await Promise.all([
    text
      ? searchSite({ text, group, limit: group ? GROUP_LIMIT : OVERVIEW_LIMIT, offset: group ? offset : 0 })
      : emptyResults(''),
    findTagsBySlug(filter),
  ])
  const selection = splitFilterList(
    filter,
    tags.map((t) => ({ slug: t.slug ?? '', group: t.group })),
  )
  const hasFilters = Object.keys(selection).length > 0
  const [lpBooks, pressBooks] = hasFilters
    ? await Promise.all([
        getCataloguePage('libraryProgram', { ...DEFAULT_STATE, filters: selection }, OVERVIEW_LIMIT),
        getCataloguePage('press', { ...DEFAULT_STATE, filters: selection }, OVERVIEW_LIMIT),
      ])
    : [null, null]

  const textTotal = textResults.counts.libraryProgram + textResults.counts.press + textResults.counts.reading
  const filterTotal = (lpBooks?.total ?? 0) + (pressBooks?.total ?? 0)
  const nothing = (text || filter.length > 0) && textTotal === 0 && filterTotal === 0
  const suggestions = nothing || (!text && !filter.length) ? await featuredSuggestions() : []

  return (
    <DefaultLayout>
      <div className={styles.page}>
        <header className={styles.intro}>
          <h1 className={styles.pageTitle}>Search</h1>
          <SearchPageForm text={text} />
          {text && (
            <>
              {/* A heading, and focusable, so focus lands on it after a search is submitted (issue 34). */}
              <h2 id={RESULTS_HEADING} className={styles.searchResultsHeading} tabIndex={-1}>
                {textTotal.toLocaleString('en-US')} {textTotal === 1 ? 'result' : 'results'} for “{text}”
                {textResults.corrections.length > 0 && <> (including {textResults.corrections.join(', ')})</>}
              </h2>
              <FocusSubmittedResults query={text} headingId={RESULTS_HEADING} />
            </>
          )}
        </header>

        {text && textTotal > 0 && (
          <SearchResultsView
            results={textResults}
            only={group ? { group, offset, limit: GROUP_LIMIT } : undefined}
            moreHref={(g, o) => searchPageHref({ text, group: g, offset: o })}
          />
        )}

        {hasFilters && (
          <section aria-labelledby="filter-results" className={styles.resultGroup}>
            <h2 id="filter-results" className={styles.resultGroupTitle}>
              Books filed under{' '}
              {FILTER_TYPES.flatMap((t) =>
                (selection[t.param] ?? []).map((slug) => tags.find((tag) => tag.slug === slug)?.title ?? slug),
              ).join(', ')}
            </h2>
            <p className={styles.activeNote}>Books matching any choice within a list and every list.</p>
            {(
              [
                ['libraryProgram', lpBooks, '/library-program'],
                ['press', pressBooks, '/press'],
              ] as const
            ).map(([key, page, base]) =>
              page && page.total > 0 ? (
                <div key={key} className={styles.filterGroup}>
                  <h3 className={styles.resultGroupSubtitle}>
                    {GROUP_TITLE[key]} ({page.total.toLocaleString('en-US')} {page.total === 1 ? 'result' : 'results'})
                  </h3>
                  <BookGrid books={page.books} headingLevel={3} />
                  {page.total > page.books.length && (
                    <p className={styles.more}>
                      <SiteLink prefetch={false} href={`${base}${encodeCatalogueState({ filters: selection })}`}>
                        All {page.total.toLocaleString('en-US')} in the catalogue →
                      </SiteLink>
                    </p>
                  )}
                </div>
              ) : null,
            )}
          </section>
        )}

        {nothing && (
          <section aria-labelledby="no-results" className={styles.noResults}>
            <h2 id="no-results">No results{text ? ` for “${text}”` : ''}.</h2>
            <p>Check the spelling, try fewer words, or start from one of these:</p>
          </section>
        )}
        {suggestions.length > 0 && (
          <nav aria-label="Featured filters" className={styles.suggestions}>
            {!nothing && <h2 className={styles.resultGroupTitle}>Browse featured filters</h2>}
            <ul className={styles.chips}>
              {suggestions.map((tag) => (
                <li key={tag.slug}>
                  <SiteLink prefetch={false} className={styles.chip} href={searchPageHref({ filter: [tag.slug!] })}>
                    {tag.title}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </DefaultLayout>
  )
}

/** A few featured tags of each main filter type, to offer when nothing was found. */
async function featuredSuggestions() {
  const lists = await Promise.all((['themes', 'artists', 'keywords'] as const).map((t) => getFilterList(t)))
  return lists.flatMap((l) => l.featured.slice(0, 6)).filter((t) => t.slug)
}
