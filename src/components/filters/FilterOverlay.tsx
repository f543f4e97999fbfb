'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useRouter } from 'next/navigation'
import { useMemo, useRef } from 'react'

import {
  countSelected,
  FILTER_TYPES,
  filterTypeInfo,
  toggleFilter,
  type FilterSelection,
  type FilterType,
} from '@/lib/catalogue/filters'
import { ALPHABET, groupByLetter, OTHER_LETTER } from '@/lib/catalogue/letters'
import type { FilterTag } from '@/lib/catalogue/server'

import styles from './FilterOverlay.module.css'
import { requestCatalogueReveal, searchHrefFor, setFilterState, takeOpener, useFilterState, type FilterState } from './filterStore'
import { useFilterList } from './useFilterList'

function hrefFor(state: FilterState, selection: FilterSelection) {
  return state.origin.kind === 'catalogue' ? state.origin.href(selection) : searchHrefFor(selection)
}

/**
 * The filter modal of SPEC §2, mounted once by the default layout and opened through filterStore
 * from catalogue pages and the search dialog.
 */
export function FilterOverlay() {
  const state = useFilterState()
  const router = useRouter()
  const total = countSelected(state.selection)

  const commit = (selection: FilterSelection, close: boolean) => {
    if (state.origin.kind === 'search') setFilterState({ searchSelection: selection })
    if (close) setFilterState({ open: false })
    const toCatalogue = close && state.origin.kind === 'catalogue'
    if (toCatalogue) requestCatalogueReveal()
    router.push(hrefFor(state, selection), { scroll: close && !toCatalogue })
  }

  const toggle = (type: FilterType, slug: string) => {
    const selection = toggleFilter(state.selection, type, slug)
    setFilterState({ selection })
    if (state.autoSubmit) commit(selection, false)
  }

  const clear = () => {
    setFilterState({ selection: {} })
    if (state.origin.kind === 'search') setFilterState({ searchSelection: {} })
    if (state.autoSubmit) router.push(hrefFor(state, {}), { scroll: false })
  }

  const onOpenChange = (open: boolean) => {
    if (open) return
    // Closed without submitting: back to the search dialog it was opened from, keeping the choices.
    if (state.origin.kind === 'search') setFilterState({ open: false, searchSelection: state.selection, searchOpen: true })
    else setFilterState({ open: false })
  }

  const typeLabel = state.type ? filterTypeInfo(state.type).label : null

  return (
    <Dialog.Root open={state.open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          aria-describedby="filter-instruction"
          onCloseAutoFocus={(event) => {
            const element = takeOpener()
            if (!element) return
            event.preventDefault()
            element.focus()
          }}
        >
          <header className={styles.head}>
            <div>
              <Dialog.Title className={styles.title}>{typeLabel ?? 'Browse the library'}</Dialog.Title>
              <p id="filter-instruction" className={styles.instruction}>
                {typeLabel ? `You can filter by one or more ${typeLabel}` : 'Choose a list to filter the books by.'}
              </p>
              <p className={styles.rule}>Choices in one list widen the results; choices across lists narrow them.</p>
            </div>
            <Dialog.Close className={styles.close} aria-label="Close filters">
              <span aria-hidden="true">X</span>
            </Dialog.Close>
          </header>
          {/* Under the instructions, not beside Submit (count): next to the buttons it read as a third way to
              finish (issue 34). After 'Close filters', which keeps the dialog's first focus. */}
          <label className={styles.auto}>
            <input
              type="checkbox"
              checked={state.autoSubmit}
              onChange={(e) => setFilterState({ autoSubmit: e.target.checked })}
            />
            Apply each choice at once
          </label>

          {state.type ? (
            <TypeList type={state.type} selection={state.selection} onToggle={toggle} />
          ) : (
            <Overview selection={state.selection} />
          )}

          <footer className={styles.foot}>
            <div className={styles.actions}>
              <button type="button" className="button button--ghost" onClick={clear} disabled={total === 0}>
                Clear filters
              </button>
              <button type="button" className="button" disabled={total === 0} onClick={() => commit(state.selection, true)}>
                Submit ({total})
              </button>
            </div>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** Library overview: every filter type, with how many of its tags are chosen. */
function Overview({ selection }: { selection: FilterSelection }) {
  return (
    <ul className={styles.overview}>
      {FILTER_TYPES.map((t) => (
        <li key={t.param}>
          <button type="button" className={styles.overviewItem} onClick={() => setFilterState({ type: t.param })}>
            <span>{t.label}</span>
            <span className={styles.count}>{countSelected(selection, t.param) || ''}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

function TypeList({
  type,
  selection,
  onToggle,
}: {
  type: FilterType
  selection: FilterSelection
  onToggle: (type: FilterType, slug: string) => void
}) {
  const loaded = useFilterList(type)
  const scroller = useRef<HTMLDivElement>(null)
  const groups = useMemo(() => groupByLetter(loaded?.list?.tags ?? []), [loaded])
  const chosen = new Set(selection[type] ?? [])
  const present = new Set(groups.map((g) => g.letter))

  const jump = (letter: string) => {
    const target = scroller.current?.querySelector<HTMLElement>(`[data-letter="${letter}"]`)
    target?.scrollIntoView({ block: 'start' })
    target?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true })
  }

  const item = (tag: FilterTag) => (
    <li key={tag.id}>
      <button
        type="button"
        className={styles.item}
        aria-pressed={chosen.has(tag.slug ?? '')}
        onClick={() => onToggle(type, tag.slug ?? '')}
      >
        <span className={styles.check} aria-hidden="true" />
        {tag.title}
      </button>
    </li>
  )

  if (!loaded) return <p className={styles.status} role="status">Loading {filterTypeInfo(type).label.toLowerCase()}…</p>
  if (loaded.error) return <p className={styles.status} role="alert">{loaded.error}</p>

  return (
    <>
      {/* Lets keyboard users pass the 26 letter buttons; shown only while it has focus. */}
      <button
        type="button"
        className={styles.skip}
        onClick={() => scroller.current?.querySelector<HTMLElement>('button')?.focus()}
      >
        Skip to the list
      </button>
      <nav className={styles.jump} aria-label="Jump to letter">
        {[...ALPHABET, OTHER_LETTER].map((letter) =>
          present.has(letter) ? (
            <button key={letter} type="button" onClick={() => jump(letter)} aria-label={`Jump to ${letter}`}>
              {letter}
            </button>
          ) : letter === OTHER_LETTER ? null : (
            <span key={letter} aria-hidden="true" className={styles.jumpEmpty}>
              {letter}
            </span>
          ),
        )}
      </nav>
      <div className={styles.scroller} ref={scroller}>
        {loaded.list!.featured.length > 0 && (
          <section aria-labelledby="filter-featured" className={styles.section}>
            <h3 id="filter-featured" className={styles.letter}>
              Featured
            </h3>
            <ul className={styles.grid}>{loaded.list!.featured.map(item)}</ul>
          </section>
        )}
        {groups.map((group) => (
          <section key={group.letter} data-letter={group.letter} aria-labelledby={`filter-letter-${group.letter}`} className={styles.section}>
            <h3 id={`filter-letter-${group.letter}`} className={styles.letter}>
              {group.letter}
            </h3>
            <ul className={styles.grid}>{group.items.map(item)}</ul>
          </section>
        ))}
        {groups.length === 0 && <p className={styles.status}>No {filterTypeInfo(type).label.toLowerCase()} yet.</p>}
      </div>
    </>
  )
}
