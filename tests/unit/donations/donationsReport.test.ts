import { describe, expect, it } from 'vitest'

import {
  activeRecurring,
  donationReport,
  donationReportFilters,
  donationMonthLabel,
  filterDonations,
  type DonationReportFilters,
  type DonationRow,
} from '@/lib/donations/report'

let id = 0
const row = (over: Partial<DonationRow>): DonationRow => ({
  id: ++id,
  amount: 10,
  currency: 'USD',
  interval: 'single',
  status: 'completed',
  donorEmail: 'ann@example.org',
  donorName: 'Ann',
  createdAt: '2026-03-10T12:00:00.000Z',
  completedAt: '2026-03-10T12:00:00.000Z',
  ...over,
})

const YEAR: DonationReportFilters = { from: '2026-01-01', to: '2026-12-31', interval: null, status: 'received' }

const ROWS: DonationRow[] = [
  row({ amount: 50 }),
  // Bob's monthly gift: the first payment (the gift's row) and a renewal.
  row({ amount: 20, interval: 'monthly', status: 'active', donorEmail: 'Bob@Example.org', donorName: 'Bob', stripeSubscriptionId: 'sub_1' }),
  row({
    amount: 20,
    interval: 'monthly',
    donorEmail: 'bob@example.org',
    donorName: null,
    stripeSubscriptionId: 'sub_1',
    stripeInvoiceId: 'in_1',
    completedAt: '2026-04-10T12:00:00.000Z',
  }),
  // Cara's annual gift, active: $120 a year is $10 a month.
  row({ amount: 120, interval: 'annual', status: 'active', donorEmail: 'cara@example.org', stripeSubscriptionId: 'sub_2' }),
  // Dan's cancelled monthly gift: its payment was received.
  row({ amount: 30, interval: 'monthly', status: 'cancelled', donorEmail: 'dan@example.org', stripeSubscriptionId: 'sub_3' }),
  row({ amount: 999, status: 'pending' }),
  row({ amount: 999, status: 'failed' }),
  // 03:00 UTC on 1 January 2026 is still 31 December 2025 in New York: outside the year.
  row({ amount: 7, completedAt: '2026-01-01T03:00:00.000Z' }),
  // Late on 31 December in New York is already 1 January UTC: inside the year.
  row({ amount: 5, completedAt: '2027-01-01T04:30:00.000Z' }),
]

describe('the donations report', () => {
  it('counts received money in the period, New York days, with totals equal to the sum of the rows', () => {
    const report = donationReport(ROWS, YEAR)
    expect(report.totals).toEqual({ count: 6, sum: 50 + 20 + 20 + 120 + 30 + 5 })
    for (const table of [report.byMonth, report.byInterval, report.byStatus]) {
      expect(table.reduce((sum, line) => sum + line.sum, 0)).toBe(report.totals.sum)
      expect(table.reduce((sum, line) => sum + line.count, 0)).toBe(report.totals.count)
    }
  })

  it('labels months in words, oldest first', () => {
    const report = donationReport(ROWS, YEAR)
    expect(report.byMonth.map((line) => [line.label, line.count, line.sum])).toEqual([
      ['March 2026', 4, 220],
      ['April 2026', 1, 20],
      ['December 2026', 1, 5],
    ])
    expect(donationMonthLabel('2026-11')).toBe('November 2026')
  })

  it('groups by interval and status in a fixed order', () => {
    const report = donationReport(ROWS, YEAR)
    expect(report.byInterval.map((line) => [line.label, line.sum])).toEqual([
      ['One-time', 55],
      ['Monthly', 70],
      ['Annual', 120],
    ])
    expect(report.byStatus.map((line) => [line.label, line.count])).toEqual([
      ['Completed', 3],
      ['Active', 2],
      ['Cancelled', 1],
    ])
  })

  it('filters by interval and by one status, or every status', () => {
    expect(filterDonations(ROWS, { ...YEAR, interval: 'monthly' }).map((r) => r.amount)).toEqual([20, 20, 30])
    expect(filterDonations(ROWS, { ...YEAR, status: 'failed' }).map((r) => r.amount)).toEqual([999])
    expect(donationReport(ROWS, { ...YEAR, status: 'any' }).totals.count).toBe(8)
    expect(donationReport(ROWS, { ...YEAR, from: '2026-04-01', to: '2026-04-30' }).totals).toEqual({ count: 1, sum: 20 })
  })

  it('values active recurring gifts a month: monthly as is, annual ÷ 12, renewals and cancelled gifts aside', () => {
    expect(activeRecurring(ROWS)).toEqual({ monthly: 1, annual: 1, count: 2, monthlyValue: 30 })
    expect(activeRecurring([row({ amount: 100, interval: 'annual', status: 'active', stripeSubscriptionId: 's' })]).monthlyValue).toBe(8.33)
  })

  it('has a line per donor address with first and last gift, lifetime total and recurring status', () => {
    const report = donationReport(ROWS, YEAR)
    const bob = report.donors.find((donor) => donor.email === 'bob@example.org')
    expect(bob).toMatchObject({
      name: 'Bob',
      firstGift: '2026-03-10T12:00:00.000Z',
      lastGift: '2026-04-10T12:00:00.000Z',
      lifetimeTotal: 40,
      recurring: 'active',
    })
    expect(report.donors.find((donor) => donor.email === 'dan@example.org')?.recurring).toBe('cancelled')
    // Ann's gift of 31 December 2025 is outside the report but part of her lifetime total.
    expect(report.donors.find((donor) => donor.email === 'ann@example.org')).toMatchObject({
      recurring: 'none',
      sum: 55,
      lifetimeTotal: 62,
      firstGift: '2026-01-01T03:00:00.000Z',
    })
    expect(report.donors.map((donor) => donor.email)).toEqual([
      'cara@example.org',
      'ann@example.org',
      'bob@example.org',
      'dan@example.org',
    ])
  })

  it('reads its filters from the query, this year by default, and refuses a period that ends before it starts', () => {
    const now = new Date('2026-11-28T12:00:00Z')
    expect(donationReportFilters({}, now)).toEqual({
      ok: true,
      filters: { from: '2026-01-01', to: '2026-11-28', interval: null, status: 'received' },
    })
    expect(donationReportFilters({ interval: 'annual', status: 'cancelled', from: '' }, now)).toMatchObject({
      ok: true,
      filters: { from: '2026-01-01', interval: 'annual', status: 'cancelled' },
    })
    expect(donationReportFilters({ from: '2026-05-01', to: '2026-04-01' }, now).ok).toBe(false)
    expect(donationReportFilters({ interval: 'weekly' }, now).ok).toBe(false)
  })
})
