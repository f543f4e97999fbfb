/**
 * The waiting list's rules (issue 30 item 4), pure: when a book counts as restocked, whose wait has run out,
 * and in which order the waiting libraries hear of a restock.
 */
import { fillPlaceholders } from '../../content/placeholders'

type Variant = { stock?: number | null }

const totalStock = (variants: readonly Variant[] | null | undefined) =>
  (variants ?? []).reduce((sum, variant) => sum + Math.max(0, variant.stock ?? 0), 0)

/** True for the save that takes a book from no copies at all to some: the moment waiting libraries are told. */
export function isRestock(before: readonly Variant[] | null | undefined, after: readonly Variant[] | null | undefined) {
  return totalStock(before) === 0 && totalStock(after) > 0
}

/** True when the book has no copy to order: the only time a library can join its waiting list. */
export const isOutOfStock = (variants: readonly Variant[] | null | undefined) => totalStock(variants) === 0

const DAY_MS = 86_400_000

/** The Program policy's period when staff left it empty. */
export const DEFAULT_WAITING_LIST_DAYS = 90

/** The staff-set period in whole days, at least one (an empty or nonsense value means the default). */
export function waitingListDays(stored: number | null | undefined): number {
  if (typeof stored !== 'number' || !Number.isFinite(stored)) return DEFAULT_WAITING_LIST_DAYS
  return Math.max(1, Math.floor(stored))
}

/**
 * The earliest join time of a wait still open at `now`: waits that joined before it have run out. Reads filter
 * on it, so a wait ends by itself without a scheduled job.
 */
export const openSince = (now: Date, days: number) => new Date(now.getTime() - waitingListDays(days) * DAY_MS)

/** A wait ends by itself this many days after the library joined (staff set it in the Program policy). */
export function waitHasExpired(joinedAt: string, now: Date, days: number) {
  const joined = new Date(joinedAt).getTime()
  return Number.isFinite(joined) && joined <= openSince(now, days).getTime()
}

export type Wait = { id: string | number; joinedAt: string; notifiedFor?: string | null }

/** First come, first told: by join time, then by id for waits that joined at the same moment. */
const byJoinOrder = (a: Wait, b: Wait) =>
  a.joinedAt.localeCompare(b.joinedAt) || String(a.id).localeCompare(String(b.id), 'en', { numeric: true })

/**
 * Who is told of the restock `restockId`, first come first told: the waits not yet told of it and not run out.
 * A wait told of an earlier restock is told again (the book ran out and came back).
 */
export function waitsToNotify<W extends Wait>(waits: readonly W[], restockId: string, now: Date, days: number): W[] {
  return waits
    .filter((wait) => wait.notifiedFor !== restockId && !waitHasExpired(wait.joinedAt, now, days))
    .sort(byJoinOrder)
}

/** The one open wait an account may have per book: the unique key the database holds it to. */
export const openWaitKey = (accountId: string | number, bookId: string | number) => `${accountId}:${bookId}`

/** Fills a text's `{title}`, `{days}`, `{date}` and `{link}` placeholders (an editor may drop any of them). */
export const fillWaitText = (
  text: string,
  values: { title?: string; days?: number; date?: string; link?: string },
): string =>
  fillPlaceholders(text, {
    title: values.title ?? '',
    days: values.days ?? '',
    date: values.date ?? '',
    link: values.link ?? '',
  })

export type Demand = { bookId: number | string; waiting: number; since: string }

/**
 * 'Most wanted': the books open waits are for, most waiting libraries first, then the longest wanted; each with
 * how many libraries wait and since when the first of them has.
 */
export function rankDemand(waits: readonly { book: number | string; joinedAt: string }[]): Demand[] {
  const byBook = new Map<string, Demand>()
  for (const wait of waits) {
    const key = String(wait.book)
    const demand = byBook.get(key)
    if (!demand) byBook.set(key, { bookId: wait.book, waiting: 1, since: wait.joinedAt })
    else {
      demand.waiting++
      if (wait.joinedAt < demand.since) demand.since = wait.joinedAt
    }
  }
  return [...byBook.values()].sort(
    (a, b) =>
      b.waiting - a.waiting || a.since.localeCompare(b.since) || String(a.bookId).localeCompare(String(b.bookId)),
  )
}
