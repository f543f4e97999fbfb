import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import type { Account, Order } from '../../../payload-types'
import { relationId } from '../../content/populated'
import { afterCommit } from '../../db/afterCommit'
import { invalidate } from '../../revalidate/invalidate'
import { shipmentsInvalidation } from '../../revalidate/shipments'
import { returnStockOnce } from './returnStock'
import { queueShippedEmail } from './shippedEmail'
import { shortOrderNumber } from './shortNumber'
import {
  becomes,
  cancellationReturnsStock,
  changesShipments,
  decideStatusTransition,
  startsShipment,
  type OrderStatus,
} from './statusTransitions'

/**
 * Copies the library's name and the shipping state onto the order, so the admin list can show and filter
 * by them (Payload's list columns and filters read the order's own fields, not its relations).
 */
export const denormaliseLibraryAndState: CollectionBeforeChangeHook<Order> = async ({ data, originalDoc, req }) => {
  const accountId = relationId(data.account !== undefined ? data.account : originalDoc?.account)
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

/**
 * Status changes follow src/lib/commerce/orders/statusTransitions; a cancellation before shipping returns the
 * books to stock once. The change that ships it (to shipped, or straight to completed) records when, and how many people the library said it serves
 * then (the impact figures count each library's figure as it was at its first shipment).
 */
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
  if (cancellationReturnsStock(from, to)) {
    await returnStockOnce(req, originalDoc.id, originalDoc.lineItems ?? [])
    return { ...data, stockReturned: true }
  }
  if (startsShipment(from, to) && !originalDoc.shippedAt) {
    const accountId = relationId(originalDoc.account)
    const account = accountId == null
      ? null
      : ((await req.payload
          .findByID({ collection: 'accounts', id: accountId, depth: 0, select: { numberServes: true }, req })
          .catch(() => null)) as Pick<Account, 'numberServes'> | null)
    return { ...data, shippedAt: new Date().toISOString(), peopleServed: account?.numberServes ?? null }
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

/** A library's first shipment puts it on the map and in the impact figures; cancelling its only one takes it off. */
export const refreshShipmentsWhenCounted: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, operation, req }) => {
  const from = operation === 'create' ? null : (previousDoc?.status as OrderStatus)
  if (doc.type === 'library' && changesShipments(from, doc.status as OrderStatus))
    // After the commit: a visitor's request in between would otherwise cache the map without this order.
    await afterCommit(req, 'refreshing the map and impact figures', async () =>
      invalidate(shipmentsInvalidation(), req.payload.logger),
    )
  return doc
}

/**
 * Stores a new order's short number ("#1024", from its id: src/lib/commerce/orders/shortNumber.ts), in the
 * create's own transaction. The id exists only once the row does, hence after the change; written straight to
 * the row, since it is derived and no other hook has anything to do with it.
 */
export const recordShortNumber: CollectionAfterChangeHook<Order> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.shortNumber) return doc
  const shortNumber = shortOrderNumber(doc.id)
  await req.payload.db.updateOne({ collection: 'orders', id: doc.id, data: { shortNumber }, req, returning: false })
  return { ...doc, shortNumber }
}
