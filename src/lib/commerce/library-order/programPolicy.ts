/**
 * The Library Program's ordering policy (the Program policy global), enforced when an order is completed:
 * an optional ordering window and an optional number of orders per account per period. Staff may exempt
 * one account from both.
 */
export type ProgramPolicy = {
  ordersPerPeriod?: { enabled?: boolean | null; maxOrders?: number | null; periodMonths?: number | null } | null
  orderingWindow?: {
    enabled?: boolean | null
    opensAt?: string | Date | null
    closesAt?: string | Date | null
    closedMessage?: string | null
  } | null
}

export type PolicyOverride = 'default' | 'exempt'

export type PolicyDecision = { allowed: true } | { allowed: false; reason: 'window' | 'period'; message: string }

export const DEFAULT_CLOSED_MESSAGE = 'Ordering is closed at the moment. Please check back later.'

const toDate = (value: string | Date | null | undefined) => (value ? new Date(value) : null)

/** The start of the counting period: `months` calendar months before `now`. */
export function periodStart(now: Date, months: number): Date {
  const start = new Date(now)
  start.setUTCMonth(start.getUTCMonth() - months)
  return start
}

export function decideProgramPolicy(input: {
  policy: ProgramPolicy
  override?: PolicyOverride | null
  now: Date
  /** When the account's earlier (not cancelled) orders were placed. */
  previousOrderDates: readonly (string | Date)[]
}): PolicyDecision {
  const { policy, now } = input
  if (input.override === 'exempt') return { allowed: true }

  const window = policy.orderingWindow
  if (window?.enabled) {
    const opensAt = toDate(window.opensAt)
    const closesAt = toDate(window.closesAt)
    if ((opensAt && now < opensAt) || (closesAt && now >= closesAt))
      return { allowed: false, reason: 'window', message: window.closedMessage?.trim() || DEFAULT_CLOSED_MESSAGE }
  }

  const period = policy.ordersPerPeriod
  if (period?.enabled && (period.maxOrders ?? 0) > 0 && (period.periodMonths ?? 0) > 0) {
    const since = periodStart(now, period.periodMonths!)
    const count = input.previousOrderDates.filter((date) => new Date(date) > since).length
    if (count >= period.maxOrders!) {
      const orders = period.maxOrders === 1 ? 'one order' : `${period.maxOrders} orders`
      const months = period.periodMonths === 1 ? 'month' : `${period.periodMonths} months`
      return {
        allowed: false,
        reason: 'period',
        message: `The Library Program allows ${orders} every ${months}; your library has reached that.`,
      }
    }
  }
  return { allowed: true }
}
