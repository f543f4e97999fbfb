import 'server-only'

import type { Payload } from 'payload'

import type { Order } from '@/payload-types'

import type { RequestViewer } from '../../auth/requestViewer'
import { shortOrderNumber } from './shortNumber'

const sameEmail = (a?: string | null, b?: string | null) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase()
const accountIdOf = (order: Order) => (order.account && typeof order.account === 'object' ? order.account.id : order.account)

/**
 * Who may see an order: staff, the account that placed it, or (SPEC §7 art-order, for press buyers) someone
 * who gives its number together with its email. Anyone else is told it does not exist.
 */
function mayViewOrder(order: Order, viewer: RequestViewer, email?: string | null): boolean {
  if (viewer.staff) return true
  if (viewer.account && accountIdOf(order) === viewer.account.id) return true
  return sameEmail(email, order.email)
}

/** The order with this number, whoever it belongs to: callers decide who may see it. */
export async function findOrderByNumber(payload: Payload, number: string): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { number: { equals: number } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** art-order: one order by number, or null when it does not exist or is not the viewer's. */
export async function findVisibleOrder(
  payload: Payload,
  viewer: RequestViewer,
  number: string,
  email?: string | null,
): Promise<Order | null> {
  const order = await findOrderByNumber(payload, number)
  return order && mayViewOrder(order, viewer, email) ? order : null
}

/**
 * art-orders: for staff, the orders placed under an email; for an account asking for its own email, the
 * orders it placed itself (never others placed under that address: an address is not proof of who placed an
 * order); null for anyone else. Newest first.
 */
export async function findOrdersByEmail(payload: Payload, viewer: RequestViewer, email: string): Promise<Order[] | null> {
  const account = viewer.account
  if (!viewer.staff && !(account && sameEmail(account.email, email))) return null
  const { docs } = await payload.find({
    collection: 'orders',
    where: viewer.staff ? { email: { equals: email.trim().toLowerCase() } } : { account: { equals: account!.id } },
    sort: '-dateOrdered',
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** The fields of an order a buyer sees (no payment references or internal flags). */
export function publicOrder(order: Order) {
  return {
    number: order.number,
    shortNumber: shortOrderNumber(order.id),
    type: order.type,
    status: order.status,
    paymentStatus: order.paymentStatus,
    dateOrdered: order.dateOrdered ?? order.createdAt,
    email: order.email,
    lineItems: (order.lineItems ?? []).map((line) => ({
      title: line.title,
      sku: line.sku,
      qty: line.qty,
      unitPrice: line.unitPrice ?? 0,
      subtotal: line.subtotal ?? 0,
    })),
    totalQty: order.totalQty ?? 0,
    itemTotal: order.itemTotal ?? 0,
    shippingTotal: order.shippingTotal ?? 0,
    taxTotal: order.taxTotal ?? 0,
    total: order.total ?? 0,
    shippingMethodHandle: order.shippingMethodHandle ?? null,
    shippingAddress: order.shippingAddress ?? {},
    note: order.note ?? null,
    trackingNumber: order.trackingNumber ?? null,
  }
}

export type PublicOrder = ReturnType<typeof publicOrder>
