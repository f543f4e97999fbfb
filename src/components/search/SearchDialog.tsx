'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react'

import { countSelected, filterTypeInfo, type FilterType } from '@/lib/catalogue/filters'
import { searchButtonLabel } from '@/lib/search/searchButtonLabel'
import { noteSearchSubmitted } from '@/lib/search/submittedSearch'

import { openFiltersFromSearch, searchHrefFor, setFilterState, useFilterState } from '../filters/filterStore'
import styles from './SearchDialog.module.css'

type SearchTexts = { phrases: string[]; searchCta: string | null; filterInstruction: string | null }

const BROWSE: FilterType[] = ['artists', 'themes', 'keywords']
const FALLBACK_PLACEHOLDER = 'Search books, artists and guides'

let textsPromise: Promise<SearchTexts> | null = null
const loadTexts = () =>
  (textsPromise ??= fetch('/api/search/suggestions')
    .then((r) => (r.ok ? (r.json() as Promise<SearchTexts>) : Promise.reject(new Error(String(r.status)))))
    .catch(() => {
      textsPromise = null
      return { phrases: [], searchCta: null, filterInstruction: null }
    }))

/**
 * The search dialog of SPEC §2, opened by the header's search button (SearchButton.tsx, which loads this on first
 * opening); closed, it gives focus back to that button.
 */
export function SearchDialog({ returnFocusTo }: { returnFocusTo: RefObject<HTMLButtonElement | null> }) {
  const { searchOpen, searchSelection } = useFilterState()
  const router = useRouter()
  const [texts, setTexts] = useState<SearchTexts | null>(null)
  const [placeholder, setPlaceholder] = useState(FALLBACK_PLACEHOLDER)
  const [text, setText] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const selected = countSelected(searchSelection)

  useEffect(() => {
    if (!searchOpen) return
    void loadTexts().then((loaded) => {
      setTexts(loaded)
      // A new suggestion each time the dialog opens.
      if (loaded.phrases.length) setPlaceholder(loaded.phrases[Math.floor(Math.random() * loaded.phrases.length)]!)
    })
  }, [searchOpen])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const query = text.trim()
    if (!query) {
      input.current?.focus()
      return
    }
    noteSearchSubmitted(sessionStorage, query)
    setFilterState({ searchOpen: false })
    router.push(`/search?search=${encodeURIComponent(query)}`)
  }

  return (
    <Dialog.Root open={searchOpen} onOpenChange={(open) => setFilterState({ searchOpen: open })}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          aria-describedby={undefined}
          // Open with the caret in the search box, not on the dialog's first control ('Close search').
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            input.current?.focus()
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>Need help finding something?</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close search">
              <span aria-hidden="true">X</span>
            </Dialog.Close>
          </div>
          {texts?.searchCta && <p className={styles.cta}>{texts.searchCta}</p>}
          <form role="search" className={styles.form} onSubmit={submit}>
            <label htmlFor="site-search" className="visually-hidden">
              Search the site
            </label>
            <input
              id="site-search"
              ref={input}
              className={styles.input}
              type="search"
              name="search"
              autoComplete="off"
              maxLength={200}
              placeholder={placeholder}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" className={`button ${styles.submit}`}>
              {searchButtonLabel(text)}
            </button>
          </form>

          <div className={styles.browse}>
            <p className={styles.instruction}>{texts?.filterInstruction || 'Or browse the catalogue by'}</p>
            <ul className={styles.browseList}>
              {BROWSE.map((type) => {
                const count = countSelected(searchSelection, type)
                return (
                  <li key={type}>
                    <button type="button" className={styles.browseButton} onClick={() => openFiltersFromSearch(type)}>
                      {filterTypeInfo(type).label}
                      <span className={styles.count} aria-label={`${count} selected`}>
                        {count}
                      </span>
                    </button>
                  </li>
                )
              })}
            </ul>
            <div className={styles.filterActions}>
              <button
                type="button"
                className="button button--ghost"
                disabled={selected === 0}
                onClick={() => setFilterState({ searchSelection: {} })}
              >
                Clear filters
              </button>
              {/* Shown once a filter is chosen: a greyed 'Show results (0)' beside a typed query read as the
                  search's own button with no results (issue 34). */}
              {selected > 0 && (
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setFilterState({ searchOpen: false })
                    router.push(searchHrefFor(searchSelection))
                  }}
                >
                  Show results ({selected})
                </button>
              )}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
