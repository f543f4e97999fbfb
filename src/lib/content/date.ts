/** SPEC §9: dates are shown in the organisation's time zone, whatever the server's or visitor's zone. */
const SITE_TIME_ZONE = 'America/New_York'

const postDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
})

const toDate = (value: string | Date | null | undefined): Date | null => {
  if (value == null || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "November 21, 2026" as the day reads in New York, or null when the value is not a date. */
export function formatPostDate(value: string | Date | null | undefined): string | null {
  const date = toDate(value)
  return date ? postDateFormat.format(date) : null
}

/** The calendar year in New York (an item posted at 11 pm New Year's Eve belongs to that year). */
export function yearInSiteZone(value: string | Date | null | undefined): number | null {
  const date = toDate(value)
  if (!date) return null
  const year = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, year: 'numeric' }).format(date)
  return Number(year)
}
