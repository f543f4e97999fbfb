import type { CollectionSlug, Where } from 'payload'

import { stockLevelWhere } from '../catalogue/stockLevel'
import { whereSearchParams } from '../staff/listQuery'
import { startOfMonth } from './orders/monthSummary'
import { libraryOrdersToShipWhere, pressOrdersToShipWhere } from './orders/workQueues'

type SavedView = { key: string; label: string; collection: CollectionSlug; where: Where }

/** Donations that brought money in (a one-off gift completed, a recurring one still active). */
const RECEIVED_DONATION_STATUSES = ['completed', 'active']

/**
 * The everyday questions (issue 37 item 2), each as a filtered admin list, one click from the admin's home and
 * from above the lists. Built when the page is drawn, so "this month" is the current month, not the month
 * someone saved. Links rather than Payload's query presets: saving a preset runs Payload's lockout check, which
 * opens a second write transaction inside the save's own; SQLite allows one writer, so on SQLite every save
 * waits on itself until it fails (PostgreSQL is fine). Each staff member's own views (a list's filters and sort
 * under a name, `src/lib/staff/ownViews.ts`) and the view they used last on each list are kept in Payload's
 * preferences instead, per person, beside the columns, sort and page size Payload keeps there itself.
 */
export function savedViews(now: Date, lowStockThreshold: number): SavedView[] {
  return [
    { key: 'library-to-ship', label: 'Library orders to ship', collection: 'orders', where: libraryOrdersToShipWhere },
    { key: 'press-to-ship', label: 'Press orders paid, not shipped', collection: 'orders', where: pressOrdersToShipWhere },
    { key: 'out-of-stock', label: 'Books out of stock', collection: 'books', where: stockLevelWhere('out', lowStockThreshold) },
    { key: 'low-stock', label: 'Books low in stock', collection: 'books', where: stockLevelWhere('low', lowStockThreshold) },
    {
      key: 'donations-this-month',
      label: 'This month\u2019s donations',
      collection: 'donations',
      where: {
        and: [
          { createdAt: { greater_than_equal: startOfMonth(now).toISOString() } },
          { status: { in: RECEIVED_DONATION_STATUSES } },
        ],
      },
    },
    {
      key: 'accounts-to-verify',
      label: 'Accounts waiting for verification',
      collection: 'accounts',
      // Payload logs in only accounts verified true; an account made before verification was on has none.
      where: { or: [{ _verified: { equals: false } }, { _verified: { exists: false } }] },
    },
  ]
}

export const savedViewHref = (view: SavedView) =>
  `/admin/collections/${view.collection}?${whereSearchParams(view.where).toString()}`
