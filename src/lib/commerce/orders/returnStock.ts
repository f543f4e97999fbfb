import type { PayloadRequest } from 'payload'

import { runInRequest, sql } from './requestSql'

export type StockLine = { book?: number | string | { id: number | string } | null; sku: string; qty: number }

const bookIdOf = (book: StockLine['book']) => (book && typeof book === 'object' ? book.id : book)

/**
 * Puts a cancelled order's books back in stock, once. The order's stock_returned flag is claimed with a
 * conditional update first, so a second save as cancelled (or a concurrent one, which waits for the row on
 * PostgreSQL and for the write lock on SQLite) changes nothing. Each variant gains its quantity by an
 * increment in SQL, never read-then-write; the book's latest version gets the same increment, so the admin's
 * edit form (which shows that version) does not later save the old figure back. Runs in the request's
 * transaction: if the order's save fails, the stock change rolls back with it. Returns false when the
 * stock had already been returned.
 */
export async function returnStockOnce(req: PayloadRequest, orderId: number | string, lines: StockLine[]) {
  const claimed = await runInRequest(
    req,
    sql`UPDATE orders SET stock_returned = ${true} WHERE id = ${orderId} AND (stock_returned IS NULL OR stock_returned = ${false})`,
  )
  if (claimed === 0) return false
  for (const line of lines) {
    const bookId = bookIdOf(line.book)
    if (bookId === null || bookId === undefined || !(line.qty > 0)) continue
    await putBackCopies(req, bookId, line.sku, line.qty)
  }
  return true
}

/**
 * Adds `qty` copies of one variant back to stock (an increment in SQL, in the request's transaction), and to the
 * book's latest version so the admin form does not save the old figure back. Also used by the press checkout
 * to release a reservation, and by a restock (copies that arrived). False when the book has no such variant.
 */
export async function putBackCopies(req: PayloadRequest, bookId: number | string, sku: string, qty: number): Promise<boolean> {
  const added = await runInRequest(
    req,
    sql`UPDATE books_variants SET stock = stock + ${qty}, is_available = (stock + ${qty} > 0)
        WHERE _parent_id = ${bookId} AND sku = ${sku}`,
  )
  await runInRequest(
    req,
    sql`UPDATE _books_v_version_variants SET stock = stock + ${qty}, is_available = (stock + ${qty} > 0)
        WHERE sku = ${sku} AND _parent_id IN (SELECT id FROM _books_v WHERE parent_id = ${bookId} AND latest = ${true})`,
  )
  await runInRequest(
    req,
    sql`UPDATE books SET in_stock = ${true} WHERE id = ${bookId} AND EXISTS (SELECT 1 FROM books_variants WHERE _parent_id = ${bookId} AND stock > 0)`,
  )
  await runInRequest(
    req,
    sql`UPDATE _books_v SET version_in_stock = ${true} WHERE parent_id = ${bookId} AND latest = ${true}
        AND EXISTS (SELECT 1 FROM _books_v_version_variants WHERE _parent_id = _books_v.id AND stock > 0)`,
  )
  return added > 0
}
