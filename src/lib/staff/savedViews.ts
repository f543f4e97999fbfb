import type { CollectionSlug, Where } from 'payload'

import { stockLevelWhere } from '../catalogue/stockLevel'
import { whereSearchParams } from '../commerce/orders/listFilters'
import { startOfMonth } from '../commerce/orders/monthSummary'
import { libraryOrdersToShipWhere, pressOrdersToShipWhere } from '../commerce/orders/workQueues'

export type SavedView = { key: string; label: string; collection: CollectionSlug; where: Where }

/** Donations that brought money in (a one-off gift completed, a recurring one still active). */
const RECEIVED_DONATION_STATUSES = ['completed', 'active']

/**
 * The everyday questions (issue 37 item 2), each as a filtered admin list. Built when the page is drawn, so
 * "this month" is the month of the click: a saved query preset would store a fixed date, which is why these
 * are links and not presets (staff save their own variations as presets, kept per staff member).
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
      where: { _verified: { not_equals: true } },
    },
  ]
}

export const savedViewHref = (view: SavedView) =>
  `/admin/collections/${view.collection}?${whereSearchParams(view.where).toString()}`
