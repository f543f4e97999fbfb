import { ValidationError, type Payload, type TypedUser } from 'payload'

import type { Book } from '../../../payload-types'
import { columnHeader, TAG_COLUMN_KEYS, TAG_COLUMNS, type ColumnKey } from './columns'
import type { ExistingBook, RowPlan } from './plan'
import { descriptionRichText } from './richText'
import type { BookRow, CellProblem } from './rows'
import type { TagLookup } from './tags'

/**
 * Writes one planned row (issue 33 item 1), as the staff member who confirmed the import (their access
 * applies): a new book with every column of the row, published; a book already in the catalogue gets only
 * the columns that differ. What Payload refuses comes back as the row's problems, in the columns' words.
 */
type BookData = Partial<Omit<Book, 'id' | 'createdAt' | 'updatedAt'>>

const FIELD_COLUMNS: Record<string, ColumnKey> = {
  title: 'title',
  slug: 'title',
  authors: 'authors',
  isbn: 'isbn',
  year: 'year',
  productTypeHandle: 'catalogue',
  description: 'description',
  featuredImage: 'cover',
  variants: 'price',
  ...Object.fromEntries(TAG_COLUMN_KEYS.map((key) => [key, key])),
}

async function columnValue(
  payload: Payload,
  row: BookRow,
  key: ColumnKey,
  lookup: TagLookup,
  covers: ReadonlyMap<string, number>,
): Promise<BookData> {
  switch (key) {
    case 'title':
      return { title: row.title }
    case 'catalogue':
      return row.catalogue ? { productTypeHandle: row.catalogue } : {}
    case 'authors':
      return { authors: row.authors ?? null }
    case 'isbn':
      return { isbn: row.isbn ?? null }
    case 'year':
      return { year: row.year ?? null }
    case 'description':
      return {
        description: (await descriptionRichText(payload.config, row.description ?? null)) as Book['description'],
      }
    case 'cover': {
      const id = row.cover ? covers.get(row.cover) : undefined
      return id ? { featuredImage: id } : {}
    }
    case 'quantity':
    case 'price':
      return {}
    default: {
      const names = row.tags[key] ?? []
      return { [key]: names.flatMap((name) => lookup(TAG_COLUMNS[key], name) ?? []) }
    }
  }
}

async function newBook(
  payload: Payload,
  row: BookRow,
  lookup: TagLookup,
  covers: ReadonlyMap<string, number>,
): Promise<BookData> {
  const data: BookData = {
    slug: row.slug,
    productTypeHandle: row.catalogue ?? 'libraryProgram',
    // No SKU: the field's default makes one.
    variants: [{ stock: row.quantity ?? 0, price: row.price ?? null } as NonNullable<BookData['variants']>[number]],
    _status: 'published',
  }
  const fields = ['authors', 'isbn', 'year', 'description', 'cover'] as const
  const present: ColumnKey[] = [
    'title',
    ...fields.filter((key) => row[key] !== undefined),
    ...TAG_COLUMN_KEYS.filter((key) => row.tags[key] !== undefined),
  ]
  for (const key of present) Object.assign(data, await columnValue(payload, row, key, lookup, covers))
  return data
}

async function changedData(
  payload: Payload,
  user: TypedUser,
  row: BookRow,
  book: ExistingBook,
  changes: readonly ColumnKey[],
  lookup: TagLookup,
  covers: ReadonlyMap<string, number>,
): Promise<BookData> {
  const data: BookData = {}
  for (const key of changes) Object.assign(data, await columnValue(payload, row, key, lookup, covers))
  if (changes.includes('price') && book.variants.length === 1) {
    // The variant without its stock: Payload fills what a row leaves out from the book as the save reads it,
    // with the book's variant rows held from before that read (holdStockDuringSave), so an order's copies
    // taken meanwhile are kept (the import never sets the stock of a book already in the catalogue).
    const fresh = await payload.findByID({ collection: 'books', id: book.id, depth: 0, overrideAccess: false, user })
    const [variant] = fresh.variants ?? []
    if (variant)
      data.variants = [{ id: variant.id, sku: variant.sku, price: row.price ?? null }] as BookData['variants']
  }
  return data
}

function problemsOf(error: unknown): CellProblem[] {
  if (error instanceof ValidationError) {
    return error.data.errors.map((fieldError) => {
      const field = fieldError.path.split('.')[0] ?? ''
      const key = FIELD_COLUMNS[field]
      const reason =
        field === 'isbn' && /unique/i.test(fieldError.message)
          ? 'Another book already has this ISBN.'
          : fieldError.message
      return { column: key ? columnHeader(key) : field, reason }
    })
  }
  return [{ column: '', reason: 'The book could not be saved; try this row again.' }]
}

type RowOutcome = { action: 'create' | 'update' | 'unchanged' } | { action: 'refused'; problems: CellProblem[] }

export async function writeRow(
  payload: Payload,
  user: TypedUser,
  row: BookRow,
  plan: RowPlan,
  book: ExistingBook | undefined,
  lookup: TagLookup,
  covers: ReadonlyMap<string, number>,
): Promise<RowOutcome> {
  if (plan.action === 'refused') return { action: 'refused', problems: plan.problems }
  if (plan.action === 'unchanged') return { action: 'unchanged' }
  try {
    if (plan.action === 'create') {
      await payload.create({
        collection: 'books',
        data: (await newBook(payload, row, lookup, covers)) as never,
        depth: 0,
        overrideAccess: false,
        user,
      })
    } else {
      await payload.update({
        collection: 'books',
        id: plan.bookId,
        data: (await changedData(payload, user, row, book!, plan.changes, lookup, covers)) as never,
        depth: 0,
        overrideAccess: false,
        user,
      })
    }
    return { action: plan.action }
  } catch (error) {
    payload.logger.warn({ err: error }, `Book import: row ${row.line} refused`)
    return { action: 'refused', problems: problemsOf(error) }
  }
}
