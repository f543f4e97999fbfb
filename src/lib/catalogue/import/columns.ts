import type { TagGroup } from '../../../collections/Tags'

/**
 * The import file's columns (issue 33 item 1), in the order the export writes them. Headers are matched
 * without regard to case, spaces or punctuation, and a few other names staff use are accepted too
 * ("ISBN", "Price", "Cover"). A column left out of the file leaves that part of existing books alone.
 */
export const BOOK_COLUMNS = [
  { key: 'catalogue', header: 'Catalogue', aliases: ['catalog', 'product type'] },
  { key: 'title', header: 'Title', aliases: [] },
  { key: 'authors', header: 'Authors', aliases: ['author'] },
  { key: 'isbn', header: 'ISBN-13', aliases: ['isbn', 'isbn13'] },
  { key: 'publishers', header: 'Publisher', aliases: ['publishers'] },
  { key: 'year', header: 'Year', aliases: ['publication year', 'year published'] },
  { key: 'format', header: 'Format', aliases: ['formats'] },
  { key: 'audiences', header: 'Audiences', aliases: ['audience'] },
  { key: 'themes', header: 'Themes', aliases: ['theme'] },
  { key: 'artists', header: 'Artists', aliases: ['artist'] },
  { key: 'keywords', header: 'Keywords', aliases: ['keyword'] },
  { key: 'description', header: 'Description', aliases: [] },
  { key: 'quantity', header: 'Quantity', aliases: ['stock', 'copies'] },
  { key: 'price', header: 'Price', aliases: ['price (dollars)', 'price dollars', 'press price'] },
  { key: 'cover', header: 'Cover file', aliases: ['cover', 'cover image', 'image'] },
] as const

export type ColumnKey = (typeof BOOK_COLUMNS)[number]['key']

/** The book fields filed under tags, and the tag group each one's names belong to. */
export const TAG_COLUMNS = {
  publishers: 'publishers',
  format: 'formats',
  audiences: 'audiences',
  themes: 'themes',
  artists: 'artists',
  keywords: 'keywords',
} as const satisfies Partial<Record<ColumnKey, TagGroup>>

export type TagColumn = keyof typeof TAG_COLUMNS
export const TAG_COLUMN_KEYS = Object.keys(TAG_COLUMNS) as TagColumn[]

export const columnHeader = (key: ColumnKey): string => BOOK_COLUMNS.find((column) => column.key === key)!.header

const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '')

const HEADERS = new Map<string, ColumnKey>(
  BOOK_COLUMNS.flatMap((column) =>
    [column.header, ...column.aliases].map((name) => [headerKey(name), column.key] as const),
  ),
)

export type HeaderReading =
  { ok: true; columns: (ColumnKey | null)[]; ignored: string[] } | { ok: false; reason: string }

/**
 * The file's first row: which column each position is (null: a column we do not read, listed as ignored).
 * A file without a Title column, or with one column twice, cannot be read.
 */
export function readHeader(cells: readonly string[]): HeaderReading {
  const columns: (ColumnKey | null)[] = []
  const ignored: string[] = []
  const seen = new Set<ColumnKey>()
  for (const cell of cells) {
    const key = HEADERS.get(headerKey(cell)) ?? null
    if (key && seen.has(key))
      return { ok: false, reason: `The column “${columnHeader(key)}” appears twice in the first row.` }
    if (key) seen.add(key)
    else if (cell.trim()) ignored.push(cell.trim())
    columns.push(key)
  }
  if (!seen.has('title'))
    return {
      ok: false,
      reason: 'The first row needs the column names, with at least “Title”. Download the template to see them all.',
    }
  return { ok: true, columns, ignored }
}
