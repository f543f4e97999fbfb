import crypto from 'node:crypto'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type TypedUser } from 'payload'

import { isStaffUser } from '../../../access/roles'
import { afterCommit } from '../../db/afterCommit'
import { EMAIL_QUEUE } from '../../email/queue'
import { collectionInvalidation } from '../../revalidate/hooks'
import { invalidate } from '../../revalidate/invalidate'
import { putBackCopies } from '../orders/returnStock'
import { NOTIFY_WAITING_LIST_TASK } from '../waiting-list/notifyWaitingList'
import { restockSummary, type RestockLine } from './restockForm'

export type RestockResult = { ok: true; message: string } | { ok: false; message: string }

/**
 * Adds the copies that arrived to many books at once (issue 33 item 2), by the same rule as orders: each
 * variant gains its copies by an increment in SQL inside one transaction (putBackCopies), never a figure read
 * earlier and written back, so copies ordered or reserved meanwhile are kept. All lines or none: a variant
 * that no longer exists (a book edited meanwhile) rolls the whole restock back. Library Program books that had
 * no copy left tell their waiting libraries once the transaction has committed, as a save in the book's form
 * does; the catalogue pages showing the books are refreshed.
 */
export async function restockBooks(payload: Payload, user: TypedUser | null, lines: readonly RestockLine[]): Promise<RestockResult> {
  if (!isStaffUser(user)) return { ok: false, message: 'Only staff can restock books.' }
  if (lines.length === 0) return { ok: false, message: 'Enter the number of copies that arrived for at least one book.' }
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  const bookIds = [...new Set(lines.map((line) => line.book))]
  await initTransaction(req)
  try {
    const { docs: books } = await payload.find({
      collection: 'books',
      where: { id: { in: bookIds } },
      select: { slug: true, inStock: true, productTypeHandle: true },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
      req,
    })
    // The same lock order as orders (by SKU), so a restock and an order sharing books cannot deadlock on PostgreSQL.
    for (const line of [...lines].sort((a, b) => a.sku.localeCompare(b.sku))) {
      if (!books.some((book) => book.id === line.book) || !(await putBackCopies(req, line.book, line.sku, line.qty))) {
        await killTransaction(req)
        return { ok: false, message: `Nothing was added: a variant (SKU ${line.sku}) is no longer in the catalogue. Reload the page and try again.` }
      }
    }
    const backInStock = books.filter((book) => book.inStock === false && book.productTypeHandle === 'libraryProgram')
    const jobs = []
    for (const book of backInStock)
      jobs.push(
        await payload.jobs.queue({
          task: NOTIFY_WAITING_LIST_TASK,
          input: { bookId: String(book.id), restockId: `${book.id}-${crypto.randomUUID()}` },
          queue: EMAIL_QUEUE,
          req,
        }),
      )
    for (const job of jobs) await afterCommit(req, `Book restock: back-in-stock emails`, () => payload.jobs.runByID({ id: job.id }))
    await commitTransaction(req)
    // One invalidation for every book restocked (their pages and tags; the shared paths once).
    const each = books.map((book) => collectionInvalidation('books', book))
    invalidate({ tags: each.flatMap((one) => one.tags ?? []), paths: each.flatMap((one) => one.paths ?? []) }, payload.logger)
    return { ok: true, message: restockSummary(lines) }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
