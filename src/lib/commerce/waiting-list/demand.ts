import type { Payload, TypedUser } from 'payload'

import { rankDemand, type Demand } from './rules'
import { openWaitsWhere, waitingPeriod } from './waits'

type Staff = { payload: Payload; user: TypedUser | null | undefined }

/** The open waits staff may read (access enforced), as the book and join time of each. */
async function openWaits({ payload, user }: Staff, now: Date, book?: number | string) {
  const days = await waitingPeriod(payload)
  const where =
    book === undefined ? openWaitsWhere(now, days) : { and: [{ book: { equals: book } }, openWaitsWhere(now, days)] }
  const { docs } = await payload.find({
    collection: 'waiting-list-entries',
    where,
    select: { book: true, joinedAt: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  return docs.map((wait) => ({ book: wait.book as number, joinedAt: wait.joinedAt ?? '' }))
}

/** How many libraries wait for one book, and since when (the book's admin page). */
export async function bookDemand(staff: Staff, bookId: number | string, now = new Date()): Promise<Demand | null> {
  return rankDemand(await openWaits(staff, now, bookId))[0] ?? null
}

export type WantedBook = Demand & { title: string }

/** The admin dashboard's 'Most wanted': the books most libraries wait for, with their titles. */
export async function mostWantedBooks(staff: Staff, limit: number, now = new Date()): Promise<WantedBook[]> {
  const ranked = rankDemand(await openWaits(staff, now)).slice(0, limit)
  if (ranked.length === 0) return []
  const { docs } = await staff.payload.find({
    collection: 'books',
    where: { id: { in: ranked.map((demand) => demand.bookId) } },
    select: { title: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: staff.user,
  })
  const titles = new Map(docs.map((book) => [String(book.id), book.title]))
  return ranked.map((demand) => ({
    ...demand,
    title: titles.get(String(demand.bookId)) ?? 'A book no longer in the catalogue',
  }))
}
