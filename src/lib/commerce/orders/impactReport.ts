/**
 * The Impact report for funders (issue 30 item 3), pure: which orders it counts (as a Payload `where`, so the
 * orders list opened with the same `where` shows exactly those orders) and the totals and tables it shows.
 *
 * It counts what the impact figures on /library-program/about count, over a period: library orders whose
 * books have left (shipped or completed), dated by the day they shipped — or, for orders shipped before that
 * date was recorded, the day they were placed — in the organisation's time zone.
 */
import type { Where } from 'payload'
import { z } from 'zod'

import { ORGANISATION_TIME_ZONE, startOfZonedDay, zonedDate } from './monthSummary'
import { SHIPPED_STATUSES } from './statusTransitions'

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
const id = z.string().regex(/^[\w-]{1,64}$/, 'an id')
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const reportQuerySchema = z.object({
  from: optional(isoDay),
  to: optional(isoDay),
  state: optional(z.string().regex(/^[A-Z]{2}$/, 'a two-letter state')),
  libraryType: optional(id),
  community: optional(id),
  poulin: optional(z.enum(['yes', 'no'])),
})

export type ReportFilters = {
  from: string
  to: string
  state: string | null
  libraryType: string | null
  community: string | null
  poulin: 'yes' | 'no' | null
}

export type ReportFiltersResult = { ok: true; filters: ReportFilters } | { ok: false; error: string }

/** This calendar year until today, every library. */
export function defaultReportFilters(now: Date, timeZone = ORGANISATION_TIME_ZONE): ReportFilters {
  const today = zonedDate(now, timeZone)
  return { from: `${today.slice(0, 4)}-01-01`, to: today, state: null, libraryType: null, community: null, poulin: null }
}

/** The query string's filters; the period defaults to this calendar year until today. */
export function reportFilters(query: unknown, now: Date, timeZone = ORGANISATION_TIME_ZONE): ReportFiltersResult {
  const parsed = reportQuerySchema.safeParse(query ?? {})
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { ok: false, error: `${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'unreadable'}` }
  }
  const defaults = defaultReportFilters(now, timeZone)
  const from = parsed.data.from ?? defaults.from
  const to = parsed.data.to ?? defaults.to
  if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) return { ok: false, error: 'Not a calendar date.' }
  if (from > to) return { ok: false, error: 'The period ends before it starts.' }
  return {
    ok: true,
    filters: {
      from,
      to,
      state: parsed.data.state ?? null,
      libraryType: parsed.data.libraryType ?? null,
      community: parsed.data.community ?? null,
      poulin: parsed.data.poulin ?? null,
    },
  }
}

/** The day after an ISO day (the period's end is exclusive at the next midnight). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** The orders the report counts, as the orders list's `where`. */
export function reportWhere(filters: ReportFilters, timeZone = ORGANISATION_TIME_ZONE): Where {
  const inPeriod = {
    greater_than_equal: startOfZonedDay(filters.from, timeZone).toISOString(),
    less_than: startOfZonedDay(nextDay(filters.to), timeZone).toISOString(),
  }
  const and: Where[] = [
    { type: { equals: 'library' } },
    { status: { in: [...SHIPPED_STATUSES] } },
    { account: { exists: true } },
    { or: [{ shippedAt: inPeriod }, { and: [{ shippedAt: { exists: false } }, { dateOrdered: inPeriod }] }] },
  ]
  if (filters.state) and.push({ state: { equals: filters.state } })
  if (filters.libraryType) and.push({ 'account.libraryType': { equals: filters.libraryType } })
  if (filters.community) and.push({ 'account.libraryCommunity': { in: [filters.community] } })
  if (filters.poulin === 'yes') and.push({ 'account.poulinProject': { equals: true } })
  if (filters.poulin === 'no') and.push({ 'account.poulinProject': { not_equals: true } })
  return { and }
}

export type ReportOrder = {
  accountId: string
  state: string | null
  books: number
  shippedAt: string | null
  dateOrdered: string | null
  /** The library's 'People served' recorded when the order shipped. */
  peopleServed: number | null
}

export type ReportAccount = { id: string; libraryType: string | null; numberServes: number | null }

export type ReportRow = { label: string; orders: number; books: number; libraries: number; peopleServed: number }

export type ImpactReport = {
  totals: ReportRow & { states: number }
  byState: ReportRow[]
  byLibraryType: ReportRow[]
  byMonth: ReportRow[]
}

const NO_STATE = 'No state'
const NO_TYPE = 'No library type'
const count = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0

type Group = { row: ReportRow; libraries: Set<string> }

/**
 * Totals and the per-state, per-library-type and per-month tables. A library counts once in the totals and
 * once in every row it received books in; its people served count once, in the rows of its first shipment in
 * the period (so each table's 'People served' adds up to the total, its 'Libraries' may add up to more).
 * States with the most books first; library types likewise; months in order.
 */
export function impactReport(
  orders: readonly ReportOrder[],
  accounts: readonly ReportAccount[],
  timeZone = ORGANISATION_TIME_ZONE,
): ImpactReport {
  const accountById = new Map(accounts.map((account) => [account.id, account]))
  const when = (order: ReportOrder) => order.shippedAt ?? order.dateOrdered ?? ''
  const first = new Map<string, ReportOrder>()
  for (const order of orders) {
    const known = first.get(order.accountId)
    if (!known || when(order) < when(known)) first.set(order.accountId, order)
  }
  const tables = { state: new Map<string, Group>(), type: new Map<string, Group>(), month: new Map<string, Group>() }
  const total: Group = { row: { label: 'Total', orders: 0, books: 0, libraries: 0, peopleServed: 0 }, libraries: new Set() }
  const states = new Set<string>()
  const add = (table: Map<string, Group> | null, key: string, label: string, order: ReportOrder, people: number) => {
    const group = table
      ? (table.get(key) ?? { row: { label, orders: 0, books: 0, libraries: 0, peopleServed: 0 }, libraries: new Set<string>() })
      : total
    table?.set(key, group)
    group.row.orders += 1
    group.row.books += count(order.books)
    group.row.peopleServed += people
    group.libraries.add(order.accountId)
    group.row.libraries = group.libraries.size
  }
  for (const order of orders) {
    const account = accountById.get(order.accountId)
    const people = first.get(order.accountId) === order ? count(order.peopleServed ?? account?.numberServes) : 0
    const state = order.state?.trim().toUpperCase() || NO_STATE
    if (state !== NO_STATE) states.add(state)
    const type = account?.libraryType?.trim() || NO_TYPE
    const date = when(order)
    const month = date ? zonedDate(new Date(date), timeZone).slice(0, 7) : 'unknown'
    add(null, '', 'Total', order, people)
    add(tables.state, state, state, order, people)
    add(tables.type, type, type, order, people)
    add(tables.month, month, monthLabel(month, timeZone), order, people)
  }
  const byBooks = (a: ReportRow, b: ReportRow) => b.books - a.books || a.label.localeCompare(b.label)
  return {
    totals: { ...total.row, states: states.size },
    byState: [...tables.state.values()].map((group) => group.row).sort(byBooks),
    byLibraryType: [...tables.type.values()].map((group) => group.row).sort(byBooks),
    byMonth: [...tables.month.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, group]) => group.row),
  }
}

/** '2026-11' → 'November 2026'. */
export function monthLabel(month: string, timeZone = ORGANISATION_TIME_ZONE): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return 'Unknown month'
  const middle = new Date(`${month}-15T12:00:00Z`)
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone }).format(middle)
}

/** '2026-01-01' → 'January 1, 2026': the period as printed on the report. */
export const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))

type Named = { id: string; title: string }

/** The filters in words, for the printed report and the CSV ('All libraries' when none). */
export function describeFilters(
  filters: ReportFilters,
  options: { libraryTypes: readonly Named[]; communities: readonly Named[]; stateName?: (code: string) => string | undefined },
): string {
  const name = (list: readonly Named[], id: string | null) => (id ? (list.find((item) => item.id === id)?.title ?? id) : null)
  const parts = [
    filters.state ? (options.stateName?.(filters.state) ?? filters.state) : null,
    name(options.libraryTypes, filters.libraryType),
    name(options.communities, filters.community),
    filters.poulin === 'yes' ? 'Poulin Project participants' : filters.poulin === 'no' ? 'Not in the Poulin Project' : null,
  ].filter((part): part is string => Boolean(part))
  return parts.length ? parts.join(' · ') : 'All libraries'
}

/** The report as spreadsheet rows: the period and filters first, then every table under one header. */
export function impactReportRows(report: ImpactReport, period: string, filters: string): (string | number)[][] {
  const line = (table: string, row: ReportRow) => [table, row.label, row.libraries, row.orders, row.books, row.peopleServed]
  return [
    ['Table', 'Row', 'Libraries', 'Orders', 'Books', 'People served'],
    ['Period', period, '', '', '', ''],
    ['Filters', filters, '', '', '', ''],
    line('Total', report.totals),
    ['Total', 'States reached', report.totals.states, '', '', ''],
    ...report.byState.map((row) => line('State', row)),
    ...report.byLibraryType.map((row) => line('Library type', row)),
    ...report.byMonth.map((row) => line('Month', row)),
  ]
}
