/**
 * Staff reporting over donation rows: totals by month, the admins' donations report and CSV export. Pure functions.
 */

import { z } from 'zod'

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

/*
 * The donations report for admins (/admin/donations-report, issue 32 item 4). Every figure is worked out here
 * from the donation rows, in memory: a small organisation's donations are a few thousand rows, and one pass over
 * them keeps the totals, the tables and the CSV the same numbers by construction.
 */

const ORGANISATION_TIME_ZONE = 'America/New_York'

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
const emptyAsMissing = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

export const REPORT_INTERVALS = ['single', 'monthly', 'annual'] as const
export const REPORT_STATUSES = ['pending', 'completed', 'active', 'cancelled', 'failed'] as const
/** 'received': money came in (completed, active, cancelled — the report's default); 'any': every row. */
const STATUS_CHOICES = ['received', 'any', ...REPORT_STATUSES] as const

const reportQuerySchema = z.object({
  from: emptyAsMissing(isoDay),
  to: emptyAsMissing(isoDay),
  interval: emptyAsMissing(z.enum(REPORT_INTERVALS)),
  status: emptyAsMissing(z.enum(STATUS_CHOICES)),
})

export type DonationReportFilters = {
  from: string
  to: string
  interval: (typeof REPORT_INTERVALS)[number] | null
  status: (typeof STATUS_CHOICES)[number]
}

export type DonationReportFiltersResult = { ok: true; filters: DonationReportFilters } | { ok: false; error: string }

/** The day `now` is in New York, as YYYY-MM-DD. */
const zonedDay = (date: Date, timeZone = ORGANISATION_TIME_ZONE) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)

/** This calendar year until today, received money of every interval. */
export function defaultDonationReportFilters(now: Date): DonationReportFilters {
  const today = zonedDay(now)
  return { from: `${today.slice(0, 4)}-01-01`, to: today, interval: null, status: 'received' }
}

/** The query string's filters (the view's form and the CSV read the same ones). */
export function donationReportFilters(query: unknown, now: Date): DonationReportFiltersResult {
  const parsed = reportQuerySchema.safeParse(query ?? {})
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { ok: false, error: `${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'unreadable'}` }
  }
  const defaults = defaultDonationReportFilters(now)
  const from = parsed.data.from ?? defaults.from
  const to = parsed.data.to ?? defaults.to
  if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) return { ok: false, error: 'Not a calendar date.' }
  if (from > to) return { ok: false, error: 'The period ends before it starts.' }
  return { ok: true, filters: { from, to, interval: parsed.data.interval ?? null, status: parsed.data.status ?? 'received' } }
}

/** When a donation counts as given: paid (completedAt), else recorded. */
const givenAt = (row: DonationRow) => row.completedAt || row.createdAt

const isReceived = (row: DonationRow) => (RECEIVED_STATUSES as readonly string[]).includes(row.status)

const statusMatches = (row: DonationRow, status: DonationReportFilters['status']) =>
  status === 'any' ? true : status === 'received' ? isReceived(row) : row.status === status

/** The rows the report counts: given within the period (New York days, both ends included), of the interval and status. */
export const filterDonations = (rows: readonly DonationRow[], filters: DonationReportFilters): DonationRow[] =>
  rows.filter((row) => {
    const day = zonedDay(new Date(givenAt(row)))
    return (
      day >= filters.from &&
      day <= filters.to &&
      (!filters.interval || row.interval === filters.interval) &&
      statusMatches(row, filters.status)
    )
  })

export type ReportLine = { key: string; label: string; count: number; sum: number }

const MONTH_LABEL = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '2026-11' → 'November 2026'. */
export const donationMonthLabel = (month: string) => MONTH_LABEL.format(new Date(`${month}-15T12:00:00Z`))

export const INTERVAL_LABELS: Record<string, string> = { single: 'One-time', monthly: 'Monthly', annual: 'Annual' }
export const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  completed: 'Completed',
  active: 'Active',
  cancelled: 'Cancelled',
  failed: 'Failed',
}

function groupLines(rows: readonly DonationRow[], keyOf: (row: DonationRow) => string, labelOf: (key: string) => string) {
  const lines = new Map<string, ReportLine>()
  for (const row of rows) {
    const key = keyOf(row)
    const line = lines.get(key) ?? { key, label: labelOf(key), count: 0, sum: 0 }
    line.count += 1
    line.sum += row.amount
    lines.set(key, line)
  }
  return [...lines.values()]
}

/** A subscription's first row, the one standing for the gift (renewals carry their invoice). */
const isRecurringGift = (row: DonationRow) => row.interval !== 'single' && !!row.stripeSubscriptionId && !row.stripeInvoiceId

export type RecurringSummary = { monthly: number; annual: number; count: number; monthlyValue: number }

/**
 * The recurring gifts active now (whatever the filters) and what they bring a month: a monthly gift its amount,
 * an annual one its amount ÷ 12 (in cents, rounded once at the end).
 */
export function activeRecurring(rows: readonly DonationRow[]): RecurringSummary {
  const active = rows.filter((row) => isRecurringGift(row) && row.status === 'active')
  const monthly = active.filter((row) => row.interval === 'monthly')
  const annual = active.filter((row) => row.interval === 'annual')
  const cents = monthly.reduce((sum, row) => sum + row.amount * 100, 0) + annual.reduce((sum, row) => sum + (row.amount * 100) / 12, 0)
  return { monthly: monthly.length, annual: annual.length, count: active.length, monthlyValue: Math.round(cents) / 100 }
}

type RecurringStatus = 'active' | 'cancelled' | 'none'

export type DonorLine = {
  email: string
  name: string
  firstGift: string
  lastGift: string
  /** Received money over every donation of the address, whatever the filters. */
  lifetimeTotal: number
  /** In the report's rows. */
  count: number
  sum: number
  recurring: RecurringStatus
}

const donorKey = (row: DonationRow) => (row.donorEmail ?? '').trim().toLowerCase()

/**
 * A line per donor (by address, case aside) with a gift among the report's rows: the name last given, the first
 * and last gift and the lifetime total over all their received donations, and whether a recurring gift is
 * active now ('cancelled': had one, none active). Largest lifetime total first.
 */
function donorLines(reportRows: readonly DonationRow[], allRows: readonly DonationRow[]): DonorLine[] {
  const inReport = new Map<string, { count: number; sum: number }>()
  for (const row of reportRows) {
    const key = donorKey(row)
    if (!key) continue
    const entry = inReport.get(key) ?? { count: 0, sum: 0 }
    entry.count += 1
    entry.sum += row.amount
    inReport.set(key, entry)
  }
  const lines = new Map<string, DonorLine>()
  const sorted = [...allRows].sort((a, b) => givenAt(a).localeCompare(givenAt(b)))
  for (const row of sorted) {
    const key = donorKey(row)
    const own = inReport.get(key)
    if (!own) continue
    const line = lines.get(key) ?? {
      email: key,
      name: '',
      firstGift: '',
      lastGift: '',
      lifetimeTotal: 0,
      count: own.count,
      sum: own.sum,
      recurring: 'none' as RecurringStatus,
    }
    if (row.donorName?.trim()) line.name = row.donorName.trim()
    if (isReceived(row)) {
      line.firstGift ||= givenAt(row)
      line.lastGift = givenAt(row)
      line.lifetimeTotal += row.amount
    }
    if (isRecurringGift(row)) line.recurring = row.status === 'active' ? 'active' : line.recurring === 'active' ? 'active' : 'cancelled'
    lines.set(key, line)
  }
  return [...lines.values()].sort((a, b) => b.lifetimeTotal - a.lifetimeTotal || a.email.localeCompare(b.email))
}

export type DonationReport = {
  totals: { count: number; sum: number }
  byMonth: ReportLine[]
  byInterval: ReportLine[]
  byStatus: ReportLine[]
  recurring: RecurringSummary
  donors: DonorLine[]
}

/** The whole report: `allRows` are every donation, the filters pick the rows the totals and tables count. */
export function donationReport(allRows: readonly DonationRow[], filters: DonationReportFilters): DonationReport {
  const rows = filterDonations(allRows, filters)
  const byMonth = groupLines(rows, (row) => monthOf(givenAt(row), ORGANISATION_TIME_ZONE), donationMonthLabel).sort((a, b) =>
    a.key.localeCompare(b.key),
  )
  const order = (keys: readonly string[]) => (a: ReportLine, b: ReportLine) => keys.indexOf(a.key) - keys.indexOf(b.key)
  return {
    totals: { count: rows.length, sum: rows.reduce((sum, row) => sum + row.amount, 0) },
    byMonth,
    byInterval: groupLines(rows, (row) => row.interval, (key) => INTERVAL_LABELS[key] ?? key).sort(order(REPORT_INTERVALS)),
    byStatus: groupLines(rows, (row) => row.status, (key) => STATUS_LABELS[key] ?? key).sort(order(REPORT_STATUSES)),
    recurring: activeRecurring(allRows),
    donors: donorLines(rows, allRows),
  }
}

/** '2026-01-01' → 'January 1, 2026'. */
const reportDayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))

/** The filters in words: the period, the interval and the status chosen. */
export function describeDonationFilters(filters: DonationReportFilters): string {
  const interval = filters.interval ? INTERVAL_LABELS[filters.interval] : 'Every interval'
  const status =
    filters.status === 'received'
      ? 'money received (completed, active and cancelled)'
      : filters.status === 'any'
        ? 'every status'
        : STATUS_LABELS[filters.status]
  return `${reportDayLabel(filters.from)} – ${reportDayLabel(filters.to)} · ${interval} · ${status}`
}
