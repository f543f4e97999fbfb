import { slugify } from '../../../fields/slugify'
import { dollarsTextToCents } from '../bookAdmin'
import { columnHeader, TAG_COLUMN_KEYS, type ColumnKey, type TagColumn } from './columns'
import { readIsbn } from './isbn'

/**
 * One spreadsheet row, read and checked on its own (issue 33 item 1). A column the file does not have is
 * `undefined` (existing books keep that part); a column it has but left empty is null or [] (cleared).
 */
export type Catalogue = 'libraryProgram' | 'press'

export type BookRow = {
  /** The row's number as the spreadsheet shows it (the header is row 1). */
  line: number
  title: string
  slug: string
  catalogue?: Catalogue
  authors?: string | null
  isbn?: string | null
  year?: number | null
  tags: Partial<Record<TagColumn, string[]>>
  description?: string | null
  quantity?: number | null
  /** In cents. */
  price?: number | null
  cover?: string | null
}

export type CellProblem = { column: string; reason: string }

export type RowReading =
  { ok: true; row: BookRow } | { ok: false; line: number; title: string; problems: CellProblem[] }

const MAX_TITLE_LENGTH = 300
const MAX_DESCRIPTION_LENGTH = 20_000
const MAX_QUANTITY = 100_000
const MAX_TAG_LENGTH = 120
const EARLIEST_YEAR = 1450
const COVER_FILE = /^[^/\\:*?"<>|]{1,200}\.(jpe?g|png|webp|gif|avif)$/i

const CATALOGUES = new Map<string, Catalogue>([
  ['libraryprogram', 'libraryProgram'],
  ['library', 'libraryProgram'],
  ['press', 'press'],
  ['artpress', 'press'],
])

export const CATALOGUE_NAMES: Record<Catalogue, string> = { libraryProgram: 'Library Program', press: 'Press' }

/** Tag names in one cell: separated by semicolons or line breaks (names may hold commas: "Ruiz, Ana"). */
export function splitNames(cell: string): string[] {
  const seen = new Set<string>()
  const names: string[] = []
  for (const part of cell.split(/[;\n\r]+/)) {
    const name = part.replace(/\s+/g, ' ').trim()
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase())
      names.push(name)
    }
  }
  return names
}

/** Line breaks as \n and trailing spaces gone, so the same text typed on two systems compares equal. */
export const normaliseText = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim()

type Cells = ReadonlyMap<ColumnKey, string>

/** The cells of a data row by column (the first of a column, should a file repeat it, is refused earlier). */
export function rowCells(columns: readonly (ColumnKey | null)[], cells: readonly string[]): Map<ColumnKey, string> {
  const byColumn = new Map<ColumnKey, string>()
  columns.forEach((key, index) => {
    // The export's guard against spreadsheet formulas (src/lib/http/csv.ts) is taken off again.
    if (key) byColumn.set(key, String(cells[index] ?? '').replace(/^'(?=[=+\-@\t\r])/, ''))
  })
  return byColumn
}

export function readBookRow(cells: Cells, line: number, thisYear = new Date().getFullYear()): RowReading {
  const problems: CellProblem[] = []
  const refuse = (key: ColumnKey, reason: string) => problems.push({ column: columnHeader(key), reason })
  const text = (key: ColumnKey) => {
    const value = cells.get(key)
    return value === undefined ? undefined : value.trim()
  }

  const title = (text('title') ?? '').replace(/\s+/g, ' ')
  const slug = slugify(title)
  if (!title) refuse('title', 'Every book needs a title.')
  else if (title.length > MAX_TITLE_LENGTH) refuse('title', `A title can be at most ${MAX_TITLE_LENGTH} characters.`)
  else if (!slug) refuse('title', 'A title needs at least one letter or digit.')

  let catalogue: Catalogue | undefined
  const catalogueText = text('catalogue')
  if (catalogueText) {
    catalogue = CATALOGUES.get(catalogueText.toLowerCase().replace(/[^a-z]+/g, ''))
    if (!catalogue) refuse('catalogue', `Write “Library Program” or “Press” (not “${catalogueText}”).`)
  }

  let isbn: string | null | undefined = text('isbn') === undefined ? undefined : null
  const isbnText = text('isbn')
  if (isbnText) {
    const reading = readIsbn(isbnText)
    if (reading.ok) isbn = reading.isbn
    else refuse('isbn', reading.reason)
  }

  let year: number | null | undefined = text('year') === undefined ? undefined : null
  const yearText = text('year')
  if (yearText) {
    year = /^\d{4}$/.test(yearText) ? Number(yearText) : Number.NaN
    if (!(year >= EARLIEST_YEAR && year <= thisYear + 1))
      refuse('year', `Write the year the book was published, from ${EARLIEST_YEAR} to ${thisYear + 1}.`)
  }

  let quantity: number | null | undefined = text('quantity') === undefined ? undefined : null
  const quantityText = text('quantity')?.replace(/,/g, '')
  if (quantityText) {
    quantity = /^\d{1,6}$/.test(quantityText) ? Number(quantityText) : Number.NaN
    if (!(quantity >= 0 && quantity <= MAX_QUANTITY))
      refuse('quantity', `Write a whole number of copies, from 0 to ${MAX_QUANTITY.toLocaleString('en-US')}.`)
  }

  let price: number | null | undefined = text('price') === undefined ? undefined : null
  const priceText = text('price')
  if (priceText) {
    const cents = dollarsTextToCents(priceText)
    if (typeof cents === 'number') price = cents
    else refuse('price', 'Write the price in dollars, e.g. 25 or 24.95.')
  }
  if (catalogue === 'libraryProgram' && typeof price === 'number' && price > 0)
    refuse('price', 'Library Program books are free: leave the price empty, or set the catalogue to Press.')
  if (catalogue === 'press' && price === null) refuse('price', 'Press books need a price.')

  const description = text('description')
  if (description && description.length > MAX_DESCRIPTION_LENGTH)
    refuse('description', `A description can be at most ${MAX_DESCRIPTION_LENGTH.toLocaleString('en-US')} characters.`)

  const cover = text('cover')
  if (cover && !COVER_FILE.test(cover))
    refuse(
      'cover',
      'Write the image’s file name as it is in the zip, e.g. 9780306406157.jpg (JPEG, PNG, WebP, GIF or AVIF).',
    )

  const tags: Partial<Record<TagColumn, string[]>> = {}
  for (const key of TAG_COLUMN_KEYS) {
    const cell = text(key)
    if (cell === undefined) continue
    const names = splitNames(cell)
    const long = names.find((name) => name.length > MAX_TAG_LENGTH)
    if (long) refuse(key, `“${long.slice(0, 40)}…” is too long for a name (at most ${MAX_TAG_LENGTH} characters).`)
    tags[key] = names
  }

  if (problems.length > 0) return { ok: false, line, title, problems }
  const authors = text('authors')
  return {
    ok: true,
    row: {
      line,
      title,
      slug,
      ...(catalogue && { catalogue }),
      ...(authors !== undefined && { authors: authors.replace(/\s+/g, ' ') || null }),
      ...(isbn !== undefined && { isbn }),
      ...(year !== undefined && { year }),
      tags,
      ...(description !== undefined && { description: description ? normaliseText(description) : null }),
      ...(quantity !== undefined && { quantity }),
      ...(price !== undefined && { price }),
      ...(cover !== undefined && { cover: cover || null }),
    },
  }
}
