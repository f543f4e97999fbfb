import { describe, expect, it } from 'vitest'

import { formatPostDate, yearInSiteZone } from '@/lib/content/date'

describe('formatPostDate', () => {
  it('shows the day as it reads in New York, not in UTC', () => {
    // 02:30 UTC on 1 March is still 28 February (EST, UTC−5) in New York.
    expect(formatPostDate('2025-03-01T02:30:00.000Z')).toBe('February 28, 2025')
  })

  it('follows daylight saving time (EDT, UTC−4)', () => {
    expect(formatPostDate('2025-07-04T03:59:00.000Z')).toBe('July 3, 2025')
    expect(formatPostDate('2025-07-04T04:00:00.000Z')).toBe('July 4, 2025')
  })

  it('accepts Date objects', () => {
    expect(formatPostDate(new Date('2024-12-25T17:00:00Z'))).toBe('December 25, 2024')
  })

  it('returns null for missing or invalid dates instead of "Invalid Date"', () => {
    expect(formatPostDate(null)).toBeNull()
    expect(formatPostDate(undefined)).toBeNull()
    expect(formatPostDate('')).toBeNull()
    expect(formatPostDate('not a date')).toBeNull()
  })
})

describe('yearInSiteZone', () => {
  it('keeps a New Year’s Eve evening post in the old year', () => {
    expect(yearInSiteZone('2025-01-01T03:00:00Z')).toBe(2024)
    expect(yearInSiteZone('2025-01-01T06:00:00Z')).toBe(2025)
  })
})
