import { fillPlaceholders } from '../content/placeholders'

/** A participating library as the map needs it: projected position (null when off the map's projection). */
export type MapLibrary = {
  id: string
  name: string
  location: string
  since: number | null
  /** Books received through shipped orders (null: a curated entry with no account). */
  books: number | null
  excerpt: string | null
  /** The curated entry's photo, already sized for the popup. */
  photo: { src: string; alt: string; width: number; height: number } | null
  /** Shown at its state's centre (its ZIP code is unknown). */
  approximate: boolean
  x: number | null
  y: number | null
}

/** The editable words of a library's facts (Learn more page → Distribution map texts). */
export type LibraryFactTexts = { since: string; oneBook: string; books: string }

const DEFAULT_FACT_TEXTS: LibraryFactTexts = { since: 'Since {year}', oneBook: '{count} book', books: '{count} books' }

/** What the list and the popup say under a library's name: 'Austin, TX · Since 2012 · 40 books'. */
export function libraryFacts(
  library: Pick<MapLibrary, 'location' | 'since' | 'books'>,
  texts: LibraryFactTexts = DEFAULT_FACT_TEXTS,
): string {
  const books =
    library.books === null
      ? null
      : fillPlaceholders(library.books === 1 ? texts.oneBook : texts.books, { count: library.books.toLocaleString('en-US') })
  const since = library.since ? fillPlaceholders(texts.since, { year: library.since }) : null
  return [library.location, since, books].filter(Boolean).join(' · ')
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** Libraries whose name or location contains every word of the query (accents and case ignored). */
export function filterLibraries<L extends Pick<MapLibrary, 'name' | 'location'>>(libraries: readonly L[], query: string): L[] {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...libraries]
  return libraries.filter((library) => {
    const haystack = fold(`${library.name} ${library.location}`)
    return words.every((word) => haystack.includes(word))
  })
}
