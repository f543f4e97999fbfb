import type { Payload } from 'payload'

import { relationId } from '../../content/populated'
import { SHIPPED_STATUSES } from './statusTransitions'

export type ShippedOrderRow = {
  accountId: string
  books: number
  shippedAt: string | null
  dateOrdered: string | null
  peopleServed: number | null
}

/** A relationship's id as text (the map and the figures key libraries by it). */
export const idOf = (value: unknown) => {
  const id = relationId(value)
  return id === null ? null : String(id)
}

/**
 * Every library order whose books have left (shipped or completed), as the map and the impact figures count
 * them. Orders are private to staff: read with the server's access, selecting only the account, the book count
 * and the dates (and the library's 'People served' recorded when it shipped).
 */
export async function readShippedLibraryOrders(payload: Payload): Promise<ShippedOrderRow[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { type: { equals: 'library' }, status: { in: [...SHIPPED_STATUSES] }, account: { exists: true } },
    select: { account: true, totalQty: true, shippedAt: true, dateOrdered: true, peopleServed: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.flatMap((order) => {
    const accountId = idOf(order.account)
    return accountId
      ? [
          {
            accountId,
            books: order.totalQty ?? 0,
            shippedAt: order.shippedAt ?? null,
            dateOrdered: order.dateOrdered ?? null,
            peopleServed: order.peopleServed ?? null,
          },
        ]
      : []
  })
}
