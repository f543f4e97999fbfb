import { ORGANISATION_TIME_ZONE } from '../../lib/commerce/orders/monthSummary'

/** A join date as staff read it: 'Mar 3, 2026', in the organisation's time zone. */
export const adminDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: ORGANISATION_TIME_ZONE }).format(new Date(iso))

/** The waiting list's admin view, narrowed to one book when given. */
export const waitingListAdminUrl = (bookId?: number | string) =>
  bookId === undefined
    ? '/admin/collections/waiting-list-entries'
    : `/admin/collections/waiting-list-entries?where[book][equals]=${encodeURIComponent(String(bookId))}`
