import { decodeCatalogueState, encodeCatalogueState } from '../catalogue/catalogueParams'
import { decodeSearchPage, searchPageHref } from '../search/pageParams'

type Params = Record<string, string | string[] | undefined>

/*
 * The address a catalogue or search page names as canonical: its path with the query as the page understood
 * it. Unknown parameters (utm_…, _rsc) and bad values are dropped, defaults left out, slugs lower-cased and
 * sorted, so every spelling of one view is one page to a search engine.
 */

/** A catalogue view (/library-program or /press) by its filters, stock, order and page. */
export const catalogueCanonicalHref = (basePath: string, params: Params): string =>
  `${basePath}${encodeCatalogueState(decodeCatalogueState(params))}`

/** A /search view by its text, filters, result group and offset; plain /search without any. */
export function searchCanonicalHref(params: Params): string {
  const { text, filter, group, offset } = decodeSearchPage(params)
  return searchPageHref({ text, filter, group, offset }).replace(/\?$/, '')
}
