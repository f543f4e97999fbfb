import type { Payload, PayloadRequest, Where } from 'payload'

import type { Account, Book, WaitingListEntry } from '../../../payload-types'
import { relationId } from '../../content/populated'
import { isOutOfStock, openSince, waitingListDays } from './rules'

/**
 * The waiting list's reads and writes for the site: a library joins, leaves and lists its own waits as itself
 * (`overrideAccess: false` and the account, so the collection's access rules apply); the order flow ends waits
 * as the server. A wait is open while it has no end and joined within the Program policy's period: reads
 * filter on that, so a wait runs out by itself, without a scheduled job.
 */

const asAccount = (account: Account) => ({
  user: { ...account, collection: 'accounts' as const },
  overrideAccess: false,
})

/** The Program policy's waiting period in days (90 when staff left it empty). */
export async function waitingPeriod(payload: Payload, req?: PayloadRequest): Promise<number> {
  const policy = await payload.findGlobal({ slug: 'program-policy', depth: 0, overrideAccess: true, req })
  return waitingListDays(policy.waitingListDays)
}

/** Waits still open at `now`: not ended, and joined within the period. */
export const openWaitsWhere = (now: Date, days: number): Where => ({
  and: [{ endedAt: { exists: false } }, { joinedAt: { greater_than: openSince(now, days).toISOString() } }],
})

export type OwnWait = { id: number; book: { id: number; title: string; slug: string }; joinedAt: string }

/** The books an account waits for, first joined first: what My Account lists and the book page asks. */
export async function ownOpenWaits(payload: Payload, account: Account, now = new Date()): Promise<OwnWait[]> {
  const days = await waitingPeriod(payload)
  const { docs } = await payload.find({
    collection: 'waiting-list-entries',
    where: { and: [{ account: { equals: account.id } }, openWaitsWhere(now, days)] },
    sort: 'joinedAt',
    depth: 1,
    populate: { books: { title: true, slug: true } },
    pagination: false,
    ...asAccount(account),
  })
  // A book unpublished since the library joined is not readable (its id stays): it is left out of the list.
  return docs.flatMap((wait) =>
    typeof wait.book === 'object' && wait.book?.slug
      ? [
          {
            id: wait.id,
            book: { id: wait.book.id, title: wait.book.title, slug: wait.book.slug },
            joinedAt: wait.joinedAt!,
          },
        ]
      : [],
  )
}

export type JoinResult = 'joined' | 'already' | 'inStock' | 'notFound'

async function openWaitFor(
  payload: Payload,
  account: Account,
  bookId: number | string,
): Promise<WaitingListEntry | null> {
  const { docs } = await payload.find({
    collection: 'waiting-list-entries',
    where: { account: { equals: account.id }, book: { equals: bookId }, endedAt: { exists: false } },
    limit: 1,
    depth: 0,
    ...asAccount(account),
  })
  return docs[0] ?? null
}

/**
 * 'Tell me when it's back': only for a published Library Program book with no copy in stock. Joining twice
 * is one wait (the open-wait key's unique index holds even for two requests at once); a wait that ran out is
 * closed as expired first, so the library starts a fresh one.
 */
export async function joinWaitingList(
  payload: Payload,
  account: Account,
  bookId: number | string,
  now = new Date(),
): Promise<JoinResult> {
  const { docs } = await payload.find({
    collection: 'books',
    where: { id: { equals: bookId }, productTypeHandle: { equals: 'libraryProgram' } },
    limit: 1,
    depth: 0,
    select: { variants: true },
    ...asAccount(account),
  })
  const book = docs[0] as Pick<Book, 'id' | 'variants'> | undefined
  if (!book) return 'notFound'
  if (!isOutOfStock(book.variants)) return 'inStock'
  const open = await openWaitFor(payload, account, book.id)
  if (open) {
    if (new Date(open.joinedAt!) > openSince(now, await waitingPeriod(payload))) return 'already'
    await endWait(payload, account, open.id, 'expired', now)
  }
  try {
    await payload.create({
      collection: 'waiting-list-entries',
      data: { account: account.id, book: book.id },
      depth: 0,
      ...asAccount(account),
    })
    return 'joined'
  } catch (error) {
    // Another request of the same library joined first: its wait is this one.
    if (await openWaitFor(payload, account, book.id)) return 'already'
    throw error
  }
}

async function endWait(payload: Payload, account: Account, id: number, because: 'expired' | 'left', now: Date) {
  await payload.update({
    collection: 'waiting-list-entries',
    id,
    data: { endedAt: now.toISOString(), endedBecause: because },
    depth: 0,
    ...asAccount(account),
  })
}

/** 'Undo' on the book page and 'Leave' in My Account: ends the account's open wait for the book, if any. */
export async function leaveWaitingList(
  payload: Payload,
  account: Account,
  bookId: number | string,
  now = new Date(),
): Promise<boolean> {
  const open = await openWaitFor(payload, account, bookId)
  if (!open) return false
  await endWait(payload, account, open.id, 'left', now)
  return true
}

/**
 * A library order ends the library's waits for the books in it (in the order's own transaction, so a
 * rolled-back order ends none).
 */
export async function endWaitsForOrder(
  req: PayloadRequest,
  accountId: number | string,
  bookIds: readonly (number | string | null)[],
) {
  const books = bookIds.filter((id): id is number | string => id !== null)
  if (books.length === 0) return
  await req.payload.update({
    collection: 'waiting-list-entries',
    where: { account: { equals: accountId }, book: { in: books }, endedAt: { exists: false } },
    data: { endedAt: new Date().toISOString(), endedBecause: 'ordered' },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

export const bookIdsOf = (lines: readonly { book?: unknown }[] | null | undefined) =>
  (lines ?? []).map((line) => relationId(line.book))
