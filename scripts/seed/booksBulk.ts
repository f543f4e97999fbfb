/**
 * Writes books straight through Payload's drizzle instance, in batched transactions, for catalogues too big
 * for the Local API (~10 ms a document). It writes exactly the rows Payload's own create would: the book,
 * its variants and tag relations, and a published "latest" version with its variants and relations, so the
 * API and the admin cannot tell these books from any other. Works on SQLite and Postgres alike.
 */
import type { Payload } from 'payload'

import { deriveAvailability } from '../../src/lib/catalogue/availability'
import { BOOK_TAG_FIELDS, type BookSeed } from './bookData'

// Drizzle's generic table and database types differ per adapter; the tables are looked up by name at run time.
type Table = any // eslint-disable-line @typescript-eslint/no-explicit-any
type Database = any // eslint-disable-line @typescript-eslint/no-explicit-any

/** Keeps each INSERT under SQLite's 32,766 bound variables (Postgres allows 65,535). */
const MAX_VARIABLES = 30_000

async function insertChunked(db: Database, table: Table, rows: Array<Record<string, unknown>>): Promise<void> {
  if (!rows.length) return
  const perRow = Object.keys(rows[0]).length
  const size = Math.max(1, Math.floor(MAX_VARIABLES / perRow))
  for (let start = 0; start < rows.length; start += size) await db.insert(table).values(rows.slice(start, start + size))
}

async function insertReturningIds(db: Database, table: Table, rows: Array<Record<string, unknown>>): Promise<number[]> {
  const ids: number[] = []
  const perRow = Object.keys(rows[0]).length
  const size = Math.max(1, Math.floor(MAX_VARIABLES / perRow))
  for (let start = 0; start < rows.length; start += size) {
    const inserted: Array<{ id: number }> = await db
      .insert(table)
      .values(rows.slice(start, start + size))
      .returning({ id: table.id })
    ids.push(...inserted.map((row) => row.id))
  }
  return ids
}

let variantCounter = 0
/** A 24-hex id shaped like the ObjectIds Payload gives array rows: seconds, then a counter. */
const variantId = () =>
  Math.floor(Date.now() / 1000).toString(16).padStart(8, '0') + (++variantCounter).toString(16).padStart(16, '0')

/** Inserts one batch of books in one transaction and returns their ids, in order. */
export async function insertBooksBulk(payload: Payload, books: BookSeed[]): Promise<number[]> {
  const tables = (payload.db as unknown as { tables: Record<string, Table> }).tables
  const drizzle = (payload.db as unknown as { drizzle: Database }).drizzle
  const now = new Date().toISOString()

  return drizzle.transaction(async (tx: Database) => {
    const derived = books.map((book) => deriveAvailability(book.variants))
    const bookIds = await insertReturningIds(
      tx,
      tables.books,
      books.map((book, i) => ({
        title: book.title,
        authors: book.authors,
        productTypeHandle: book.productTypeHandle,
        inStock: derived[i].inStock,
        slug: book.slug,
        featuredImage: book.featuredImage ?? null,
        description: book.description,
        createdAt: now,
        updatedAt: now,
        _status: 'published',
      })),
    )
    const versionIds = await insertReturningIds(
      tx,
      tables._books_v,
      books.map((book, i) => ({
        parent: bookIds[i],
        version_title: book.title,
        version_authors: book.authors,
        version_productTypeHandle: book.productTypeHandle,
        version_inStock: derived[i].inStock,
        version_slug: book.slug,
        version_featuredImage: book.featuredImage ?? null,
        version_description: book.description,
        version_createdAt: now,
        version_updatedAt: now,
        version__status: 'published',
        createdAt: now,
        updatedAt: now,
        latest: true,
      })),
    )

    const variants: Array<Record<string, unknown>> = []
    const versionVariants: Array<Record<string, unknown>> = []
    const rels: Array<Record<string, unknown>> = []
    const versionRels: Array<Record<string, unknown>> = []
    books.forEach((book, i) => {
      derived[i].variants.forEach((variant, v) => {
        const id = variantId()
        const columns = { _order: v + 1, sku: variant.sku, price: variant.price ?? null, stock: variant.stock, isAvailable: variant.isAvailable }
        variants.push({ ...columns, _parentID: bookIds[i], id })
        versionVariants.push({ ...columns, _parentID: versionIds[i], _uuid: id })
      })
      for (const field of BOOK_TAG_FIELDS) {
        book[field].forEach((tagId, order) => {
          rels.push({ parent: bookIds[i], path: field, order: order + 1, tagsID: tagId })
          versionRels.push({ parent: versionIds[i], path: `version.${field}`, order: order + 1, tagsID: tagId })
        })
      }
    })
    await insertChunked(tx, tables.books_variants, variants)
    await insertChunked(tx, tables._books_v_version_variants, versionVariants)
    await insertChunked(tx, tables.books_rels, rels)
    await insertChunked(tx, tables._books_v_rels, versionRels)
    return bookIds
  })
}
