/** The dashboard's figures: orders and books of the current month by state. Pure functions. */
export const ORGANISATION_TIME_ZONE = 'America/New_York'

export type SummaryOrder = { state?: string | null; totalQty?: number | null; status: string }
type StateRow = { state: string; orders: number; books: number }
export type MonthSummary = { orders: number; books: number; byState: StateRow[] }

const NO_STATE = 'No state'

/** The calendar day `now` falls on in `timeZone`, as YYYY-MM-DD. */
export function zonedDate(now: Date, timeZone = ORGANISATION_TIME_ZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** The instant the day `day` (YYYY-MM-DD) began in `timeZone`. */
export function startOfZonedDay(day: string, timeZone = ORGANISATION_TIME_ZONE): Date {
  const guess = Date.parse(`${day}T00:00:00Z`)
  // The zone's offset at that midnight: what its wall clock reads at the UTC guess, minus the guess.
  const wall = new Date(guess).toLocaleString('en-US', { timeZone, hourCycle: 'h23' })
  const offset = Date.parse(`${wall} UTC`) - guess
  return new Date(guess - offset)
}

/** The instant the calendar month containing `now` began in `timeZone`. */
export const startOfMonth = (now: Date, timeZone = ORGANISATION_TIME_ZONE): Date =>
  startOfZonedDay(`${zonedDate(now, timeZone).slice(0, 8)}01`, timeZone)

/** Cancelled orders are left out: their books went back to stock. States with the most books first. */
export function summariseMonth(orders: SummaryOrder[]): MonthSummary {
  const states = new Map<string, StateRow>()
  let count = 0
  let books = 0
  for (const order of orders) {
    if (order.status === 'cancelled') continue
    const state = order.state?.trim() || NO_STATE
    const row = states.get(state) ?? { state, orders: 0, books: 0 }
    row.orders += 1
    row.books += order.totalQty ?? 0
    states.set(state, row)
    count += 1
    books += order.totalQty ?? 0
  }
  const byState = [...states.values()].sort((a, b) => b.books - a.books || a.state.localeCompare(b.state))
  return { orders: count, books, byState }
}
