/**
 * Staff reporting over donation rows: totals by month and CSV export. Pure functions.
 */

import { csvText } from '../http/csv'

export type DonationRow = {
  id: number | string
  amount: number
  currency: string
  interval: string
  status: string
  donorName?: string | null
  donorEmail?: string | null
  testMode?: boolean | null
  stripeCheckoutSessionId?: string | null
  stripeSubscriptionId?: string | null
  stripeInvoiceId?: string | null
  completedAt?: string | null
  cancelledAt?: string | null
  createdAt: string
}

/** Money was received for these statuses (a cancelled subscription's first payment was still paid). */
const RECEIVED_STATUSES = ['completed', 'active', 'cancelled'] as const

export type MonthTotal = { month: string; total: number; count: number; single: number; recurring: number }

const monthOf = (iso: string, timeZone: string): string => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(
    new Date(iso),
  )
  const year = parts.find((part) => part.type === 'year')?.value
  const month = parts.find((part) => part.type === 'month')?.value
  return `${year}-${month}`
}

/** Received money per calendar month (America/New_York, SPEC §9), newest month first. */
export function totalsByMonth(rows: DonationRow[], timeZone = 'America/New_York'): MonthTotal[] {
  const months = new Map<string, MonthTotal>()
  for (const row of rows) {
    if (!(RECEIVED_STATUSES as readonly string[]).includes(row.status)) continue
    const month = monthOf(row.completedAt || row.createdAt, timeZone)
    const entry = months.get(month) ?? { month, total: 0, count: 0, single: 0, recurring: 0 }
    entry.total += row.amount
    entry.count += 1
    if (row.interval === 'single') entry.single += row.amount
    else entry.recurring += row.amount
    months.set(month, entry)
  }
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month))
}

const CSV_COLUMNS = [
  'id',
  'createdAt',
  'completedAt',
  'cancelledAt',
  'amount',
  'currency',
  'interval',
  'status',
  'donorName',
  'donorEmail',
  'testMode',
  'stripeCheckoutSessionId',
  'stripeSubscriptionId',
  'stripeInvoiceId',
] as const satisfies readonly (keyof DonationRow)[]

export const donationsCsv = (rows: DonationRow[]): string =>
  csvText([CSV_COLUMNS, ...rows.map((row) => CSV_COLUMNS.map((column) => row[column]))])
