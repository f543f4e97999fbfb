'use client'

import styles from '@/components/catalogue/catalogue.module.css'
import { noteSearchSubmitted } from '@/lib/search/submittedSearch'

/** The search page's own search box: a plain GET form that notes the submit, so the results take focus. */
export function SearchPageForm({ text }: { text: string }) {
  return (
    <form
      role="search"
      action="/search"
      method="get"
      className={styles.searchForm}
      onSubmit={(event) => {
        const query = new FormData(event.currentTarget).get('search')
        if (typeof query === 'string') noteSearchSubmitted(sessionStorage, query)
      }}
    >
      <label htmlFor="search-page-input" className="visually-hidden">
        Search the site
      </label>
      <input id="search-page-input" type="search" name="search" defaultValue={text} required maxLength={200} />
      <button type="submit" className="button">
        Search
      </button>
    </form>
  )
}
