import type { Where } from 'payload'

import type { OrderStatus } from './statusTransitions'

/**
 * The orders waiting for staff (the dashboard's tiles and their links into the orders list): not yet shipped
 * and not cancelled. Pending (just placed) and Processing (being packed) both still have to leave.
 */
const TO_SHIP_STATUSES: readonly OrderStatus[] = ['pending', 'processing']

/** Library orders to pack and ship. */
export const libraryOrdersToShipWhere: Where = {
  and: [{ type: { equals: 'library' } }, { status: { in: [...TO_SHIP_STATUSES] } }],
}

/** Press orders the buyer has paid for and that have not been shipped. */
export const pressOrdersToShipWhere: Where = {
  and: [{ type: { equals: 'press' } }, { paymentStatus: { equals: 'paid' } }, { status: { in: [...TO_SHIP_STATUSES] } }],
}
