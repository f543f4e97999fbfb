/**
 * Remembers, across the navigation a search form starts, that the visitor has just submitted a query, so the
 * results page moves focus to its results heading then and only then (issue 34): a results page opened from a
 * link or the history starts at the top as any page does. Session storage, not module state: the search page's
 * own form is a plain GET form, whose submit loads a new document.
 */
const KEY = 'art-search-submitted'

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The query as the results page reads it (pageParams' decodeSearchPage trims and caps it). */
const normalise = (query: string) => query.trim().slice(0, 200)

/** A browser that refuses storage (a full quota, a locked-down profile) still searches; focus just stays put. */
export function noteSearchSubmitted(store: Store, query: string) {
  try {
    store.setItem(KEY, normalise(query))
  } catch {}
}

/** True once for the query just submitted; the note is dropped whatever the answer, so it never outlives a page. */
export function takeSearchSubmitted(store: Store, query: string): boolean {
  try {
    const noted = store.getItem(KEY)
    store.removeItem(KEY)
    return noted !== null && noted === normalise(query)
  } catch {
    return false
  }
}
