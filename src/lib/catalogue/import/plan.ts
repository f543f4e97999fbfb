import { totalStock } from '../bookAdmin'
import { columnHeader, TAG_COLUMN_KEYS, TAG_COLUMNS, type ColumnKey, type TagColumn } from './columns'
import { CATALOGUE_NAMES, normaliseText, type BookRow, type Catalogue, type CellProblem } from './rows'
import type { TagLookup } from './tags'

/**
 * What importing each row would do (issue 33 item 1), decided from the row and the books already in the
 * catalogue, nothing written: the dry run shows it, and the import job decides again from the catalogue as
 * it is then, so a retried batch or a second import of the same file finds its books and changes nothing.
 *
 * A row is the book with its ISBN if there is one, else the book with its title's address (slug). Only the
 * columns whose values differ are written. Two rules keep the import from undoing other work: the Quantity
 * of a book already in the catalogue is not written (copies are added on the Restock page, so copies that
 * orders reserve meanwhile are kept), and an empty Cover file keeps the book's cover.
 */
export type ExistingBook = {
  id: number
  title: string
  slug: string
  isbn: string | null
  year: number | null
  authors: string | null
  catalogue: Catalogue
  tagIds: Record<TagColumn, number[]>
  /** The description as Markdown ('' when none), as the export writes it. */
  description: string
  variants: { id?: string | null; sku: string; stock: number; price: number | null }[]
  /** The cover image's file name. */
  cover: string | null
}

export type CatalogueSnapshot = {
  byIsbn: ReadonlyMap<string, ExistingBook>
  bySlug: ReadonlyMap<string, ExistingBook>
}

/** Where a cover file named in the file would come from: the uploaded zip, or an image already in the admin. */
export type CoverSource = (fileName: string) => 'zip' | 'images' | null

export type RowPlan =
  | { action: 'create'; line: number; title: string; changes: ColumnKey[]; notes: CellProblem[] }
  | { action: 'update'; line: number; title: string; bookId: number; changes: ColumnKey[]; notes: CellProblem[] }
  | { action: 'unchanged'; line: number; title: string; bookId: number; notes: CellProblem[] }
  | { action: 'refused'; line: number; title: string; problems: CellProblem[] }

export type PlanAction = RowPlan['action']

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i])

/** The one price of a book's variants (null when it has none, or when they differ). */
function sharedPrice(book: ExistingBook): number | null {
  const prices = new Set(book.variants.map((variant) => variant.price ?? null))
  return prices.size === 1 ? [...prices][0]! : null
}

function changedColumns(
  row: BookRow,
  book: ExistingBook,
  lookup: TagLookup,
  covers: CoverSource,
  notes: CellProblem[],
) {
  const changes: ColumnKey[] = []
  const note = (key: ColumnKey, reason: string) => notes.push({ column: columnHeader(key), reason })
  if (row.title !== book.title) changes.push('title')
  if (row.catalogue && row.catalogue !== book.catalogue) changes.push('catalogue')
  if (row.authors !== undefined && (row.authors ?? null) !== (book.authors || null)) changes.push('authors')
  if (row.isbn !== undefined && row.isbn !== book.isbn) changes.push('isbn')
  if (row.year !== undefined && row.year !== book.year) changes.push('year')
  for (const column of TAG_COLUMN_KEYS) {
    const names = row.tags[column]
    if (!names) continue
    const ids = names.map((name) => lookup(TAG_COLUMNS[column], name))
    if (ids.some((id) => id === undefined) || !sameIds(ids as number[], book.tagIds[column])) changes.push(column)
  }
  if (row.description !== undefined && normaliseText(row.description ?? '') !== normaliseText(book.description))
    changes.push('description')
  if (row.price !== undefined) {
    if (book.variants.length === 1) {
      if ((row.price ?? null) !== (book.variants[0]!.price ?? null)) changes.push('price')
    } else if ((row.price ?? null) !== sharedPrice(book)) {
      note('price', `This book has ${book.variants.length} variants: change their prices in the book.`)
    }
  }
  const stock = totalStock(book.variants)
  if (typeof row.quantity === 'number' && row.quantity !== stock)
    note('quantity', `Stock stays at ${stock}: add copies on the Restock page, so copies ordered meanwhile are kept.`)
  if (row.cover && row.cover !== book.cover) {
    if (covers(row.cover)) changes.push('cover')
    else note('cover', `${row.cover} is not in the zip of covers: the book keeps its cover.`)
  }
  return changes
}

function createNotes(row: BookRow, covers: CoverSource): CellProblem[] {
  if (!row.cover || covers(row.cover)) return []
  return [
    {
      column: columnHeader('cover'),
      reason: `${row.cover} is not in the zip of covers: the book is added without one.`,
    },
  ]
}

/** The catalogue a row leaves its book in, and whether it then has the price that catalogue needs. */
function priceProblem(row: BookRow, book: ExistingBook | undefined): CellProblem | null {
  const catalogue = row.catalogue ?? book?.catalogue ?? 'libraryProgram'
  if (catalogue !== 'press') return null
  const price = row.price !== undefined ? row.price : book ? sharedPrice(book) : null
  if (typeof price === 'number' || (book && book.variants.length > 1)) return null
  return { column: columnHeader('price'), reason: `${CATALOGUE_NAMES.press} books need a price.` }
}

/** Each row's plan, in the file's order; a second row for the same book is refused. */
export function planRows(
  rows: readonly BookRow[],
  catalogue: CatalogueSnapshot,
  lookup: TagLookup,
  covers: CoverSource,
): RowPlan[] {
  const seenIsbn = new Map<string, number>()
  const seenSlug = new Map<string, number>()
  const seenBook = new Map<number, number>()
  return rows.map((row): RowPlan => {
    const { line, title } = row
    const refuse = (key: ColumnKey, reason: string): RowPlan => ({
      action: 'refused',
      line,
      title,
      problems: [{ column: columnHeader(key), reason }],
    })
    const sameIsbn = row.isbn ? seenIsbn.get(row.isbn) : undefined
    if (sameIsbn) return refuse('isbn', `The same ISBN as row ${sameIsbn}.`)
    const sameSlug = seenSlug.get(row.slug)
    if (sameSlug) return refuse('title', `The same title as row ${sameSlug}: each book needs a title of its own.`)
    if (row.isbn) seenIsbn.set(row.isbn, line)
    seenSlug.set(row.slug, line)

    let book = row.isbn ? catalogue.byIsbn.get(row.isbn) : undefined
    if (!book) {
      const sameTitle = catalogue.bySlug.get(row.slug)
      if (sameTitle?.isbn && row.isbn && sameTitle.isbn !== row.isbn)
        return refuse(
          'isbn',
          `“${sameTitle.title}” is already in the catalogue with ISBN ${sameTitle.isbn}. For another edition, add a variant to that book or give this one a different title.`,
        )
      book = sameTitle
    }
    if (book) {
      const first = seenBook.get(book.id)
      if (first) return refuse('title', `The same book as row ${first}.`)
      seenBook.set(book.id, line)
    }

    const price = priceProblem(row, book)
    if (price) return { action: 'refused', line, title, problems: [price] }
    if (!book) return { action: 'create', line, title, changes: [], notes: createNotes(row, covers) }

    const notes: CellProblem[] = []
    const changes = changedColumns(row, book, lookup, covers, notes)
    return changes.length > 0
      ? { action: 'update', line, title, bookId: book.id, changes, notes }
      : { action: 'unchanged', line, title, bookId: book.id, notes }
  })
}

/** How many rows of each kind: "12 new, 3 updated, 40 unchanged, 2 refused". */
export function planCounts(plans: readonly { action: PlanAction }[]): Record<PlanAction, number> {
  const counts: Record<PlanAction, number> = { create: 0, update: 0, unchanged: 0, refused: 0 }
  for (const plan of plans) counts[plan.action]++
  return counts
}
