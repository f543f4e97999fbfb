/** The dashboard's figures: orders and books of the current month by state. Pure functions. */
export const ORGANISATION_TIME_ZONE = 'America/New_York'

export type SummaryOrder = { state?: string | null; totalQty?: number | null; status: string }
type StateRow = { state: string; orders: number; books: number }
export type MonthSummary = { orders: number; books: number; byState: StateRow[] }

const NO_STATE = 'No state'

/** The instant the calendar month containing `now` began in `timeZone`. */
export function startOfMonth(now: Date, timeZone = ORGANISATION_TIME_ZONE): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  )
  const guess = Date.UTC(Number(parts.year), Number(parts.month) - 1, 1)
  // The zone's offset at that midnight: what its wall clock reads at the UTC guess, minus the guess.
  const wall = new Date(guess).toLocaleString('en-US', { timeZone, hourCycle: 'h23' })
  const offset = Date.parse(`${wall} UTC`) - guess
  return new Date(guess - offset)
}

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
