import { createLocalReq, type Payload, type TaskConfig } from 'payload'

import type { Account } from '../../../payload-types'
import { resolveAccountTexts } from '../../auth/accountTexts'
import { runInRequest, sql } from '../orders/requestSql'
import { EMAIL_RETRIES, sendOrQueue } from '../../email/retry'
import { backInStockEmail } from './backInStockEmail'
import { isOutOfStock, waitsToNotify, type Wait } from './rules'
import { openWaitsWhere, waitingPeriod } from './waits'

export const NOTIFY_WAITING_LIST_TASK = 'notifyWaitingList'

/**
 * Marks one wait as told of `restockId`, only if nobody has yet: one conditional UPDATE, committed on its own
 * (outside any transaction), so of two runners told of the same restock exactly one wins each wait. On
 * PostgreSQL the second waits for the row and re-checks the condition; on SQLite writes are serialised.
 */
async function claimNotice(payload: Payload, waitId: number | string, restockId: string, now: Date): Promise<boolean> {
  const req = await createLocalReq({}, payload)
  const claimed = await runInRequest(
    req,
    sql`UPDATE waiting_list_entries SET notified_for = ${restockId}, notified_at = ${now.toISOString()}
        WHERE id = ${waitId} AND ended_at IS NULL AND (notified_for IS NULL OR notified_for <> ${restockId})`,
  )
  return claimed === 1
}

/**
 * Tells the libraries waiting for a book that it is back, in the order they joined, once per restock: each
 * wait is claimed before its email goes, and an email the mail service refuses is queued for retry (so a
 * failure never makes the job run again and tell the others twice). A book out of stock again by now tells
 * nobody. Answers how many emails went (or were queued).
 */
export async function notifyWaitingLibraries(
  payload: Payload,
  bookId: number | string,
  restockId: string,
  now = new Date(),
): Promise<number> {
  const book = await payload.findByID({
    collection: 'books',
    id: bookId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!book || book.productTypeHandle !== 'libraryProgram' || book._status !== 'published' || !book.slug) return 0
  if (isOutOfStock(book.variants)) return 0
  const days = await waitingPeriod(payload)
  const { docs } = await payload.find({
    collection: 'waiting-list-entries',
    where: { and: [{ book: { equals: book.id } }, openWaitsWhere(now, days)] },
    depth: 1,
    populate: { accounts: { email: true, secondaryEmail: true } },
    pagination: false,
    overrideAccess: true,
  })
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const texts = resolveAccountTexts(settings.accountTexts)
  const waits = docs.map((doc) => ({ ...doc, joinedAt: doc.joinedAt ?? '' }) satisfies Wait)
  let sent = 0
  for (const wait of waitsToNotify(waits, restockId, now, days)) {
    const account = typeof wait.account === 'object' ? (wait.account as Account) : null
    if (!account?.email || !(await claimNotice(payload, wait.id, restockId, now))) continue
    await sendOrQueue(payload, backInStockEmail(account, { title: book.title, slug: book.slug }, texts))
    sent++
  }
  return sent
}

/** Queued once per restock by the books' hook (src/lib/commerce/waiting-list/restockHooks.ts). */
export const notifyWaitingListTask: TaskConfig<{
  input: { bookId: string; restockId: string }
  output: { sent: number }
}> = {
  slug: NOTIFY_WAITING_LIST_TASK,
  label: 'Tell waiting libraries a book is back',
  inputSchema: [
    { name: 'bookId', type: 'text', required: true },
    { name: 'restockId', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'number' }],
  retries: EMAIL_RETRIES,
  handler: async ({ input, req }) => ({
    output: { sent: await notifyWaitingLibraries(req.payload, input.bookId, input.restockId) },
  }),
}
