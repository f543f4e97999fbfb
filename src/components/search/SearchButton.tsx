'use client'

import dynamic from 'next/dynamic'
import { useRef } from 'react'

import { SearchIcon } from '@/components/layout/icons'

import { setFilterState, useFilterState } from '../filters/filterStore'
import { useOpenedOnce } from '../filters/useOpenedOnce'

const SearchDialog = dynamic(() => import('./SearchDialog').then((module) => module.SearchDialog))

/**
 * The header's search button. The dialog's code (SearchDialog.tsx) loads when a visitor first opens it, not with
 * every page. Styled by the header it sits in (HeaderActions.tsx); on phones the word can be visually hidden.
 */
export function SearchButton({ className, labelClassName }: { className: string; labelClassName: string }) {
  const { searchOpen } = useFilterState()
  const opened = useOpenedOnce(searchOpen)
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={searchOpen}
        onClick={() => setFilterState({ searchOpen: true })}
      >
        <SearchIcon />
        <span className={labelClassName}>Search</span>
      </button>
      {opened && <SearchDialog returnFocusTo={trigger} />}
    </>
  )
}
