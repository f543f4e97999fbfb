import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import type { Account, Order } from '../../../payload-types'
import { returnStockOnce } from './returnStock'
import { queueShippedEmail } from './shippedEmail'
import { becomes, decideStatusTransition, type OrderStatus } from './statusTransitions'

const idOf = (value: unknown) =>
  value && typeof value === 'object'
    ? (value as { id: number | string }).id
    : (value as number | string | null | undefined)

/**
 * Copies the library's name and the shipping state onto the order, so the admin list can show and filter
 * by them (Payload's list columns and filters read the order's own fields, not its relations).
 */
export const denormaliseLibraryAndState: CollectionBeforeChangeHook<Order> = async ({ data, originalDoc, req }) => {
  const accountId = idOf(data.account !== undefined ? data.account : originalDoc?.account)
  let account: Pick<Account, 'library' | 'state'> | null = null
  if (accountId !== null && accountId !== undefined) {
    account = (await req.payload
      .findByID({ collection: 'accounts', id: accountId, depth: 0, select: { library: true, state: true }, req })
      .catch(() => null)) as Pick<Account, 'library' | 'state'> | null
  }
  const address = data.shippingAddress ?? originalDoc?.shippingAddress
  return {
    ...data,
    library: account?.library ?? null,
    state: address?.state?.trim() || account?.state || null,
  }
}

/** Status changes follow src/lib/commerce/orders/statusTransitions; a cancellation returns the books to stock once. */
export const enforceStatusChange: CollectionBeforeChangeHook<Order> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || !data.status) return data
  const from = originalDoc.status as OrderStatus
  const to = data.status as OrderStatus
  const decision = decideStatusTransition(from, to)
  if (!decision.ok) {
    throw new ValidationError({
      collection: 'orders',
      id: originalDoc.id,
      errors: [{ path: 'status', message: decision.message }],
      req,
    })
  }
  if (becomes('cancelled', from, to)) {
    await returnStockOnce(req, originalDoc.id, originalDoc.lineItems ?? [])
    return { ...data, stockReturned: true }
  }
  return data
}

/** The change to 'shipped' emails the buyer (queued in this save's transaction, sent once it commits). */
export const emailWhenShipped: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && becomes('shipped', previousDoc?.status as OrderStatus, doc.status as OrderStatus)) {
    await queueShippedEmail(req, doc.id)
  }
  return doc
}
