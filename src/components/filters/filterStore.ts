'use client'

import { useSyncExternalStore } from 'react'

import { joinFilterList, type FilterSelection, type FilterType } from '@/lib/catalogue/filters'

/**
 * Shared state of the filter modal and the search dialog. They are mounted apart (the layout mounts
 * the overlay, the header mounts the search button), so a tiny store stands in for a provider.
 */
export type FilterOrigin =
  /** A catalogue page: Submit navigates to that catalogue with the filters in its URL. */
  | { kind: 'catalogue'; href: (selection: FilterSelection) => string }
  /** The search dialog: Submit navigates to /search?filter=… */
  | { kind: 'search' }

export type FilterState = {
  open: boolean
  /** null: the library overview (every filter type with its count) instead of one type's list. */
  type: FilterType | null
  origin: FilterOrigin
  /** The working selection; committed by Submit (or at once with auto-submit). */
  selection: FilterSelection
  /** Filters chosen from the search dialog, kept between openings. */
  searchSelection: FilterSelection
  searchOpen: boolean
  autoSubmit: boolean
}

let state: FilterState = {
  open: false,
  type: null,
  origin: { kind: 'search' },
  selection: {},
  searchSelection: {},
  searchOpen: false,
  autoSubmit: false,
}
const listeners = new Set<() => void>()

export function setFilterState(update: Partial<FilterState> | ((s: FilterState) => Partial<FilterState>)) {
  state = { ...state, ...(typeof update === 'function' ? update(state) : update) }
  listeners.forEach((listener) => listener())
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const snapshot = () => state

export const useFilterState = () => useSyncExternalStore(subscribe, snapshot, snapshot)

/*
 * Radix returns focus to a Dialog.Trigger on close; the modal is opened from buttons elsewhere on the
 * page, so the button that opened it is remembered here and focused again on close.
 */
let opener: HTMLElement | null = null
export const takeOpener = () => {
  const element = opener
  opener = null
  return element?.isConnected ? element : null
}

/** Opens the modal on one filter type (or the overview when type is null). */
export function openFilters(type: FilterType | null, origin: FilterOrigin, selection: FilterSelection) {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
  setFilterState({ open: true, type, origin, selection, searchOpen: false })
}

export function openFiltersFromSearch(type: FilterType) {
  setFilterState((s) => ({ open: true, type, origin: { kind: 'search' }, selection: s.searchSelection, searchOpen: false }))
}

/*
 * Filters submitted from a catalogue land on its results, not on the page's top (the intro and, before, several
 * screens of featured bands stood above them): the next catalogue view scrolls itself into view as it arrives.
 */
let revealCatalogue = false
export const requestCatalogueReveal = () => {
  revealCatalogue = true
}
export const takeCatalogueReveal = () => {
  const requested = revealCatalogue
  revealCatalogue = false
  return requested
}

/** The search results for a choice of filters made from the search dialog. */
export const searchHrefFor = (selection: FilterSelection) => `/search?filter=${joinFilterList(selection)}`
