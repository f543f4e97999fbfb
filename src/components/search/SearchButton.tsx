'use client'

import dynamic from 'next/dynamic'
import { useRef } from 'react'

import { setFilterState, useFilterState } from '../filters/filterStore'
import { useOpenedOnce } from '../filters/useOpenedOnce'
import styles from './SearchDialog.module.css'

const SearchDialog = dynamic(() => import('./SearchDialog').then((module) => module.SearchDialog))

/**
 * The header's search button. The dialog's code (SearchDialog.tsx) loads when a visitor first opens it, not with
 * every page.
 */
export function SearchButton() {
  const { searchOpen } = useFilterState()
  const opened = useOpenedOnce(searchOpen)
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={searchOpen}
        onClick={() => setFilterState({ searchOpen: true })}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 5 5" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span>Search</span>
      </button>
      {opened && <SearchDialog returnFocusTo={trigger} />}
    </>
  )
}
