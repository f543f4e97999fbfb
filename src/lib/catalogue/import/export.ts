import type { Payload, TypedUser } from 'payload'

import { csvText } from '../../http/csv'
import { centsToDollarsText, totalStock } from '../bookAdmin'
import { BOOK_COLUMNS, TAG_COLUMN_KEYS, type ColumnKey } from './columns'
import { existingBook, findBooks, importTags } from './catalogue'
import type { ExistingBook } from './plan'
import { CATALOGUE_NAMES } from './rows'

/**
 * The catalogue as a spreadsheet in the import's columns (issue 33 item 1), so staff can edit it and import
 * it back: importing an export unchanged changes nothing. Tags by name (several separated by "; "), prices
 * in dollars, the description as Markdown, the cover by its file name.
 */
export function exportRow(book: ExistingBook, tagTitle: (id: number) => string | undefined): string[] {
  const prices = new Set(book.variants.map((variant) => variant.price ?? null))
  const price = prices.size === 1 ? [...prices][0]! : null
  const values: Record<ColumnKey, string> = {
    catalogue: CATALOGUE_NAMES[book.catalogue],
    title: book.title,
    authors: book.authors ?? '',
    isbn: book.isbn ?? '',
    year: book.year === null ? '' : String(book.year),
    description: book.description,
    quantity: String(totalStock(book.variants)),
    price: centsToDollarsText(price),
    cover: book.cover ?? '',
    ...(Object.fromEntries(
      TAG_COLUMN_KEYS.map((key) => [key, book.tagIds[key].flatMap((id) => tagTitle(id) ?? []).join('; ')]),
    ) as Record<(typeof TAG_COLUMN_KEYS)[number], string>),
  }
  return BOOK_COLUMNS.map((column) => values[column.key])
}

export async function exportBooksCsv(payload: Payload, user: TypedUser): Promise<string> {
  const titles = new Map((await importTags(payload, user)).map((tag) => [tag.id, tag.title]))
  const books = await findBooks(payload, user, { id: { exists: true } })
  const rows: string[][] = [BOOK_COLUMNS.map((column) => column.header)]
  for (const book of books.sort((a, b) => a.title.localeCompare(b.title)))
    rows.push(exportRow(await existingBook(payload, book), (id) => titles.get(id)))
  return csvText(rows)
}
