import type { CollectionAfterChangeHook } from 'payload'

import type { Order } from '../../../payload-types'
import { bookIdsOf, endWaitsForOrder } from './waits'

/** A library's new order ends its waits for the books in it, however the order was made (site, staff, seed). */
export const endWaitsWhenOrdered: CollectionAfterChangeHook<Order> = async ({ doc, operation, req }) => {
  if (operation === 'create' && doc.type === 'library' && doc.account)
    await endWaitsForOrder(
      req,
      typeof doc.account === 'object' ? doc.account.id : doc.account,
      bookIdsOf(doc.lineItems),
    )
  return doc
}
