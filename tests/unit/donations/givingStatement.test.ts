import { describe, expect, it } from 'vitest'

import {
  donorsOfYear,
  givingStatement,
  givingStatementEmail,
  statementYearDue,
  type StatementDonation,
} from '@/lib/donations/givingStatement'

let n = 0
const gift = (completedAt: string, amount: number, extra: Partial<StatementDonation> = {}): StatementDonation => ({
  id: ++n,
  amount,
  interval: 'single',
  status: 'completed',
  donorName: 'Ann Donor',
  donorEmail: 'ann@example.org',
  completedAt,
  refundedAt: null,
  stripePaymentIntentId: `pi_${n}`,
  stripeInvoiceId: null,
  stripeCheckoutSessionId: null,
  ...extra,
})

describe('givingStatement', () => {
  it("totals the year's gifts, refunded ones listed but not counted", () => {
    const statement = givingStatement(
      [
        gift('2026-03-01T15:00:00Z', 50),
        gift('2026-04-01T15:00:00Z', 25, { interval: 'monthly', status: 'active' }),
        gift('2026-05-01T15:00:00Z', 100, { status: 'refunded', refundedAt: '2026-05-02T15:00:00Z' }),
        gift('2026-06-01T15:00:00Z', 25, {
          interval: 'monthly',
          status: 'cancelled',
          refundedAt: '2026-06-03T00:00:00Z',
        }),
      ],
      'ann@example.org',
      2026,
    )!
    expect(statement.total).toBe(75)
    expect(statement.lines.map((line) => [line.amount, line.refunded])).toEqual([
      ['$50.00', false],
      ['$25.00', false],
      ['$100.00', true],
      ['$25.00', true],
    ])
  })

  it('leaves out gifts never paid (pending, failed)', () => {
    const statement = givingStatement(
      [
        gift('2026-03-01T15:00:00Z', 50),
        gift('2026-03-02T15:00:00Z', 70, { status: 'pending' }),
        gift('2026-03-03T15:00:00Z', 90, { status: 'failed' }),
      ],
      'ann@example.org',
      2026,
    )!
    expect(statement.lines).toHaveLength(1)
    expect(statement.total).toBe(50)
  })

  it('puts 31 December 23:30 New York in that year and 1 January 00:30 New York in the next', () => {
    const lastEvening = gift('2027-01-01T04:30:00Z', 10) // 23:30 on 31 Dec 2026, New York (UTC-5)
    const firstMorning = gift('2027-01-01T05:30:00Z', 20) // 00:30 on 1 Jan 2027, New York
    const gifts = [lastEvening, firstMorning]
    const of2026 = givingStatement(gifts, 'ann@example.org', 2026)!
    const of2027 = givingStatement(gifts, 'ann@example.org', 2027)!
    expect(of2026.total).toBe(10)
    expect(of2026.lines[0].date).toBe('December 31, 2026')
    expect(of2027.total).toBe(20)
    expect(of2027.lines[0].date).toBe('January 1, 2027')
  })

  it("groups a donor's gifts whatever the case of the address", () => {
    const gifts = [
      gift('2026-03-01T15:00:00Z', 50),
      gift('2026-04-01T15:00:00Z', 30, { donorEmail: 'Ann@Example.ORG' }),
    ]
    expect(givingStatement(gifts, 'ANN@example.org', 2026)!.total).toBe(80)
    expect(donorsOfYear([...gifts, gift('2026-05-01T15:00:00Z', 5, { donorEmail: 'bo@example.org' })], 2026)).toEqual([
      'ann@example.org',
      'bo@example.org',
    ])
  })

  it('is null for a donor who gave nothing that year', () => {
    expect(givingStatement([gift('2025-03-01T15:00:00Z', 50)], 'ann@example.org', 2026)).toBeNull()
  })
})

describe('givingStatementEmail', () => {
  it('lists each gift with its date, amount, interval and reference, marks refunds, and gives the total', () => {
    const statement = givingStatement(
      [
        gift('2026-03-01T15:00:00Z', 50, { stripePaymentIntentId: 'pi_a' }),
        gift('2026-05-01T15:00:00Z', 100, { status: 'refunded', stripePaymentIntentId: 'pi_b' }),
      ],
      'ann@example.org',
      2026,
    )!
    const email = givingStatementEmail(statement, { legalName: 'A.R.T.', ein: '12-3456789' })
    expect(email.to).toEqual(['ann@example.org'])
    expect(email.subject).toBe('Your 2026 giving statement from A.R.T.')
    expect(email.text).toContain('March 1, 2026 · $50.00 · One-time gift · pi_a')
    expect(email.text).toContain('May 1, 2026 · $100.00 · One-time gift · pi_b · Refunded (not counted)')
    expect(email.text).toContain('Total given in 2026: $50.00')
    expect(email.text).toContain('EIN 12-3456789')
  })
})

describe('statementYearDue', () => {
  it('is the year before from 1 January in New York, and none before or after January', () => {
    expect(statementYearDue(new Date('2027-01-01T04:59:00Z'))).toBeNull() // 23:59 on 31 Dec, New York
    expect(statementYearDue(new Date('2027-01-01T05:00:00Z'))).toBe(2026)
    expect(statementYearDue(new Date('2027-01-31T12:00:00Z'))).toBe(2026)
    expect(statementYearDue(new Date('2027-02-01T12:00:00Z'))).toBeNull()
  })
})
