import { describe, expect, it } from 'vitest'

import { decideProgramPolicy, periodStart, type ProgramPolicy } from '@/lib/commerce/library-order/programPolicy'

const now = new Date('2026-06-15T12:00:00.000Z')
const decide = (policy: ProgramPolicy, previousOrderDates: (string | Date)[] = []) =>
  decideProgramPolicy({ policy, now, previousOrderDates })

describe('the ordering window', () => {
  const window = (opensAt: string | null, closesAt: string | null, closedMessage?: string | null) => ({
    orderingWindow: { enabled: true, opensAt, closesAt, closedMessage },
  })

  it('opens at its opening time and closes at its closing time', () => {
    expect(decide(window(now.toISOString(), null))).toEqual({ allowed: true })
    expect(decide(window('2026-06-15T12:00:00.001Z', null))).toMatchObject({ allowed: false, reason: 'window' })
    expect(decide(window(null, '2026-06-15T12:00:00.001Z'))).toEqual({ allowed: true })
    expect(decide(window(null, now.toISOString()))).toMatchObject({ allowed: false, reason: 'window' })
  })

  it('says the default message when its own is empty or blank, and its own message trimmed', () => {
    const defaultMessage = 'Ordering is closed at the moment. Please check back later.'
    expect(decide(window(null, '2026-01-01', null))).toEqual({
      allowed: false,
      reason: 'window',
      message: defaultMessage,
    })
    expect(decide(window(null, '2026-01-01', '  '))).toMatchObject({ message: defaultMessage })
    expect(decide(window(null, '2026-01-01', ' Opens again in July. '))).toMatchObject({
      message: 'Opens again in July.',
    })
  })

  it('does nothing when switched off', () => {
    expect(decide({ orderingWindow: { enabled: false, closesAt: '2026-01-01' } })).toEqual({ allowed: true })
  })
})

describe('orders per period', () => {
  const limit = (maxOrders: number | null, periodMonths: number | null) => ({
    ordersPerPeriod: { enabled: true, maxOrders, periodMonths },
  })

  it('counts the orders placed after the start of the period, not one placed at its start', () => {
    expect(periodStart(now, 12)).toEqual(new Date('2025-06-15T12:00:00.000Z'))
    expect(decide(limit(1, 12), ['2025-06-15T12:00:00.000Z'])).toEqual({ allowed: true })
    expect(decide(limit(1, 12), ['2025-06-15T12:00:00.001Z'])).toMatchObject({ allowed: false, reason: 'period' })
  })

  it('refuses once the account has placed the number allowed, and says how many every how long', () => {
    const dates = ['2026-06-01', '2026-06-10']
    expect(decide(limit(3, 1), dates)).toEqual({ allowed: true })
    expect(decide(limit(2, 1), dates)).toEqual({
      allowed: false,
      reason: 'period',
      message: 'The Library Program allows 2 orders every month; your library has reached that.',
    })
    expect(decide(limit(1, 6), dates)).toEqual({
      allowed: false,
      reason: 'period',
      message: 'The Library Program allows one order every 6 months; your library has reached that.',
    })
  })

  it('limits nothing without a number of orders or a period above zero', () => {
    // An order recorded a moment after now (another server's clock) is inside any period that starts before it.
    const dates = ['2026-06-01', '2026-06-15T12:00:01.000Z']
    for (const policy of [limit(0, 12), limit(null, 12), limit(1, 0), limit(1, null), limit(-1, 12)])
      expect(decide(policy, dates)).toEqual({ allowed: true })
    expect(decide({ ordersPerPeriod: { enabled: false, maxOrders: 1, periodMonths: 12 } }, dates)).toEqual({
      allowed: true,
    })
  })
})
