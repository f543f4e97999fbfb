import type { PayloadRequest } from 'payload'

import { runInRequest, sql } from './requestSql'
import { putBackCopies } from './returnStock'

/**
 * Takes `qty` copies of one variant out of stock, only if there are that many: one conditional UPDATE in the
 * request's transaction (never read-then-write), so concurrent orders cannot oversell. On PostgreSQL a
 * second order waits for the row and re-checks the condition; on SQLite writes are serialised. Returns false
 * when stock is short (nothing changed). The book's latest version and its in-stock flag follow, as in
 * returnStockOnce, so the admin form and the catalogue's stock filter agree with the variant.
 */
export async function takeStock(
  req: PayloadRequest,
  bookId: number | string,
  sku: string,
  qty: number,
): Promise<boolean> {
  const take = () =>
    runInRequest(
      req,
      sql`UPDATE books_variants SET stock = stock - ${qty}, is_available = (stock - ${qty} > 0)
          WHERE _parent_id = ${bookId} AND sku = ${sku} AND stock >= ${qty}`,
    )
  // A staff save of the book rewrites its variant rows (Payload deletes and inserts an array's rows): on
  // PostgreSQL a statement that waited for that save finds the row it waited on gone, and a second statement
  // finds the new one. Short stock answers 0 twice.
  const taken = (await take()) || (await take())
  if (taken === 0) return false
  await runInRequest(
    req,
    sql`UPDATE _books_v_version_variants SET stock = CASE WHEN stock >= ${qty} THEN stock - ${qty} ELSE 0 END,
          is_available = (stock > ${qty})
        WHERE sku = ${sku} AND _parent_id IN (SELECT id FROM _books_v WHERE parent_id = ${bookId} AND latest = ${true})`,
  )
  await runInRequest(
    req,
    sql`UPDATE books SET in_stock = ${false} WHERE id = ${bookId}
        AND NOT EXISTS (SELECT 1 FROM books_variants WHERE _parent_id = ${bookId} AND stock > 0)`,
  )
  await runInRequest(
    req,
    sql`UPDATE _books_v SET version_in_stock = ${false} WHERE parent_id = ${bookId} AND latest = ${true}
        AND NOT EXISTS (SELECT 1 FROM _books_v_version_variants WHERE _parent_id = _books_v.id AND stock > 0)`,
  )
  return true
}

export type LineToTake = { book: number | string; sku: string; title: string; qty: number }

/**
 * Takes every line out of stock or none: a line that is short puts back the lines already taken (in the same
 * transaction), so a checkout never holds part of what it charges for. Answers the titles that were short.
 */
export async function takeLines(req: PayloadRequest, lines: LineToTake[]): Promise<string[]> {
  const taken: LineToTake[] = []
  const short: string[] = []
  for (const line of lines) {
    if (await takeStock(req, line.book, line.sku, line.qty)) taken.push(line)
    else short.push(line.title)
  }
  if (short.length > 0) for (const line of taken) await putBackCopies(req, line.book, line.sku, line.qty)
  return short
}

/** Marks an active cart completed, once: false when another request already completed (or forgot) it. */
export async function claimCart(req: PayloadRequest, cartId: number | string): Promise<boolean> {
  const claimed = await runInRequest(
    req,
    sql`UPDATE carts SET status = ${'completed'} WHERE id = ${cartId} AND status = ${'active'}`,
  )
  return claimed === 1
}

/**
 * Holds a book's variant rows for the rest of the request's transaction (PostgreSQL; SQLite's writes are
 * serialised already). A save of the book reads the variants and writes them back whole (Payload rewrites an
 * array's rows), stock included: with the rows held from before that read, an order's conditional UPDATE waits
 * for the save and then takes its copies from what the save wrote, instead of the save putting back copies an
 * order took in between. In SKU order, as orders lock them, so the two cannot deadlock.
 */
export async function holdBookVariants(req: PayloadRequest, bookId: number | string): Promise<void> {
  if (req.payload.db.name !== 'postgres' || !req.transactionID) return
  await runInRequest(req, sql`SELECT id FROM books_variants WHERE _parent_id = ${bookId} ORDER BY sku FOR UPDATE`)
}
