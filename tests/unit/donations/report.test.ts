import { describe, expect, it } from 'vitest'

import { donationsCsv, totalsByMonth, type DonationRow } from '@/lib/donations/report'
import { csvCell } from '@/lib/http/csv'

const row = (over: Partial<DonationRow>): DonationRow => ({
  id: 1,
  amount: 10,
  currency: 'USD',
  interval: 'single',
  status: 'completed',
  createdAt: '2026-03-10T12:00:00.000Z',
  ...over,
})

describe('donation report', () => {
  it('totals received money by New York month, newest first, ignoring pending and failed', () => {
    const totals = totalsByMonth([
      row({ amount: 50 }),
      row({ amount: 20, interval: 'monthly', status: 'active' }),
      row({ amount: 30, interval: 'annual', status: 'cancelled' }),
      row({ amount: 999, status: 'pending' }),
      row({ amount: 999, status: 'failed' }),
      // 03:00 UTC on 1 April is still 31 March in New York.
      row({ amount: 5, completedAt: '2026-04-01T03:00:00.000Z' }),
      row({ amount: 7, completedAt: '2026-04-02T12:00:00.000Z' }),
    ])
    expect(totals).toEqual([
      { month: '2026-04', total: 7, count: 1, single: 7, recurring: 0 },
      { month: '2026-03', total: 105, count: 4, single: 55, recurring: 50 },
    ])
  })

  it('writes CSV with quoting and formula-injection protection', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell(null)).toBe('')
    const csv = donationsCsv([row({ donorName: 'Ann, B', donorEmail: 'ann@example.org' })])
    const [header, line] = csv.trim().split('\r\n')
    expect(header.split(',')).toContain('donorEmail')
    expect(line).toContain('"Ann, B"')
    expect(line).toContain('ann@example.org')
  })
})
