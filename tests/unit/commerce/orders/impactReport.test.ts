import { describe, expect, it } from 'vitest'

import {
  dayLabel,
  impactReport,
  monthLabel,
  reportFilters,
  reportWhere,
  type ReportAccount,
  type ReportOrder,
} from '@/lib/commerce/orders/impactReport'
import { startOfZonedDay, zonedDate } from '@/lib/commerce/orders/monthSummary'

const now = new Date('2026-11-28T03:00:00Z') // still November 27 in New York

describe('reportFilters', () => {
  it('defaults to this calendar year until today, in New York', () => {
    const result = reportFilters({}, now)
    expect(result).toEqual({
      ok: true,
      filters: { from: '2026-01-01', to: '2026-11-27', state: null, libraryType: null, community: null, poulin: null },
    })
  })

  it('reads every filter and treats empty ones as unset', () => {
    const result = reportFilters(
      { from: '2025-07-01', to: '2026-06-30', state: 'NY', libraryType: '3', community: '', poulin: 'yes' },
      now,
    )
    expect(result).toEqual({
      ok: true,
      filters: { from: '2025-07-01', to: '2026-06-30', state: 'NY', libraryType: '3', community: null, poulin: 'yes' },
    })
  })

  it('refuses a period that ends before it starts, a date that is not one, and a hostile key', () => {
    expect(reportFilters({ from: '2026-05-02', to: '2026-05-01' }, now)).toEqual({
      ok: false,
      error: 'The period ends before it starts.',
    })
    expect(reportFilters({ from: '2026-5-2' }, now).ok).toBe(false)
    expect(reportFilters({ state: 'New York' }, now).ok).toBe(false)
    expect(reportFilters({ libraryType: { $ne: 1 } }, now).ok).toBe(false)
    expect(reportFilters({ poulin: 'maybe' }, now).ok).toBe(false)
  })
})

describe('reportWhere', () => {
  it('counts shipped and completed library orders dated by shipping, or by ordering when no ship date was kept', () => {
    const where = reportWhere({ from: '2026-03-01', to: '2026-03-31', state: null, libraryType: null, community: null, poulin: null })
    const inMarch = { greater_than_equal: '2026-03-01T05:00:00.000Z', less_than: '2026-04-01T04:00:00.000Z' }
    expect(where).toEqual({
      and: [
        { type: { equals: 'library' } },
        { status: { in: ['shipped', 'completed'] } },
        { account: { exists: true } },
        { or: [{ shippedAt: inMarch }, { and: [{ shippedAt: { exists: false } }, { dateOrdered: inMarch }] }] },
      ],
    })
  })

  it('adds the state, library type, community and Poulin filters through the account', () => {
    const filters = { from: '2026-01-01', to: '2026-01-01', state: 'CA', libraryType: '2', community: '7', poulin: 'no' as const }
    const and = (reportWhere(filters).and ?? []).slice(4)
    expect(and).toEqual([
      { state: { equals: 'CA' } },
      { 'account.libraryType': { equals: '2' } },
      { 'account.libraryCommunity': { in: ['7'] } },
      { 'account.poulinProject': { not_equals: true } },
    ])
    expect((reportWhere({ ...filters, poulin: 'yes' }).and ?? []).at(-1)).toEqual({ 'account.poulinProject': { equals: true } })
  })
})

describe('zoned days', () => {
  it('finds New York midnights on both sides of the clock changes', () => {
    expect(startOfZonedDay('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z')
    expect(startOfZonedDay('2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z')
    expect(startOfZonedDay('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z')
    expect(startOfZonedDay('2026-11-02').toISOString()).toBe('2026-11-02T05:00:00.000Z')
    expect(zonedDate(new Date('2026-01-01T04:59:59Z'))).toBe('2025-12-31')
  })
})

describe('impactReport', () => {
  const accounts: ReportAccount[] = [
    { id: '1', libraryType: 'Public library', numberServes: 900 },
    { id: '2', libraryType: 'School library', numberServes: 300 },
    { id: '3', libraryType: null, numberServes: null },
  ]
  const order = (accountId: string, state: string | null, books: number, shippedAt: string | null, extra: Partial<ReportOrder> = {}): ReportOrder => ({
    accountId,
    state,
    books,
    shippedAt,
    dateOrdered: shippedAt ?? '2026-01-10T15:00:00.000Z',
    peopleServed: null,
    ...extra,
  })

  it('totals orders, books, libraries once, states and people served at each library’s first shipment', () => {
    const orders = [
      order('1', 'NY', 10, '2026-02-10T15:00:00.000Z', { peopleServed: 1000 }), // first: counts 1000, not today's 900
      order('1', 'NY', 5, '2026-03-02T15:00:00.000Z', { peopleServed: 1200 }),
      order('2', 'CA', 20, '2026-02-20T15:00:00.000Z'), // no recorded figure: the account's 300
      order('3', null, 4, null), // shipped before dates were kept: its order date (January)
    ]
    const report = impactReport(orders, accounts)
    expect(report.totals).toEqual({ label: 'Total', orders: 4, books: 39, libraries: 3, peopleServed: 1300, states: 2 })
    expect(report.byState).toEqual([
      { label: 'CA', orders: 1, books: 20, libraries: 1, peopleServed: 300 },
      { label: 'NY', orders: 2, books: 15, libraries: 1, peopleServed: 1000 },
      { label: 'No state', orders: 1, books: 4, libraries: 1, peopleServed: 0 },
    ])
    expect(report.byLibraryType.map((row) => [row.label, row.books, row.peopleServed])).toEqual([
      ['School library', 20, 300],
      ['Public library', 15, 1000],
      ['No library type', 4, 0],
    ])
    expect(report.byMonth).toEqual([
      { label: 'January 2026', orders: 1, books: 4, libraries: 1, peopleServed: 0 },
      { label: 'February 2026', orders: 2, books: 30, libraries: 2, peopleServed: 1300 },
      { label: 'March 2026', orders: 1, books: 5, libraries: 1, peopleServed: 0 },
    ])
  })

  it('places an order shipped late on the last evening of a month in that month, New York time', () => {
    const report = impactReport([order('2', 'CA', 1, '2026-04-01T02:00:00.000Z')], accounts)
    expect(report.byMonth.map((row) => row.label)).toEqual(['March 2026'])
  })

  it('is all zeros with no orders', () => {
    expect(impactReport([], accounts)).toEqual({
      totals: { label: 'Total', orders: 0, books: 0, libraries: 0, peopleServed: 0, states: 0 },
      byState: [],
      byLibraryType: [],
      byMonth: [],
    })
  })
})

describe('labels', () => {
  it('names months and days as staff read them', () => {
    expect(monthLabel('2026-11')).toBe('November 2026')
    expect(monthLabel('unknown')).toBe('Unknown month')
    expect(dayLabel('2026-01-01')).toBe('January 1, 2026')
  })
})
