import type { CollectionBeforeOperationHook } from 'payload'

import { holdBookVariants } from '../../../lib/commerce/orders/stock'

/**
 * A save of one book holds its variant rows before Payload reads the book, so the stock it writes back is the
 * stock of that moment and an order cannot slip in between the read and the write (holdBookVariants).
 */
export const holdStockDuringSave: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  // updateByID's arguments carry the book's id; a bulk update (by `where`) holds nothing.
  const id = operation === 'update' && 'id' in args ? (args.id as number | string | undefined) : undefined
  if (id != null) await holdBookVariants(req, id)
  return args
}
