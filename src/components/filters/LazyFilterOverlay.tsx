'use client'

import dynamic from 'next/dynamic'

import { useFilterState } from './filterStore'
import { useOpenedOnce } from './useOpenedOnce'

const FilterOverlay = dynamic(() => import('./FilterOverlay').then((module) => module.FilterOverlay))

/**
 * The filter modal's code (the dialog, its lists and letters) loads when a visitor first opens it, not with every
 * page: the layout mounts this on every page, and most visits never filter.
 */
export function LazyFilterOverlay() {
  const opened = useOpenedOnce(useFilterState().open)
  return opened ? <FilterOverlay /> : null
}
