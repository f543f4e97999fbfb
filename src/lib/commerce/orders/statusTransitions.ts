/**
 * Which order status changes staff may make. Orders move forward only: pending → processing → shipped →
 * completed (a step may be skipped, e.g. a packed order marked shipped straight from pending). An order not
 * yet shipped may be cancelled, which puts its books back in stock; a shipped one too (a mistake, a refund),
 * without putting anything back, since the books have left — it then no longer counts as a shipment (the
 * map, the impact figures). Completed and cancelled are final.
 */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'completed', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
}

const FORWARD: readonly OrderStatus[] = ['pending', 'processing', 'shipped', 'completed']
const CANCELLABLE: readonly OrderStatus[] = ['pending', 'processing', 'shipped']
/** Statuses whose books have left the warehouse: what the map and the impact figures count. */
export const SHIPPED_STATUSES: readonly OrderStatus[] = ['shipped', 'completed']

/** The statuses an order in `from` may be given, itself included (saving without a change is always fine). */
export function allowedNextStatuses(from: OrderStatus): OrderStatus[] {
  const forward = FORWARD.includes(from) ? FORWARD.slice(FORWARD.indexOf(from)) : [from]
  return CANCELLABLE.includes(from) ? [...forward, 'cancelled'] : forward
}

export type TransitionDecision = { ok: true } | { ok: false; message: string }

export function decideStatusTransition(from: OrderStatus, to: OrderStatus): TransitionDecision {
  if (allowedNextStatuses(from).includes(to)) return { ok: true }
  const label = (status: OrderStatus) => ORDER_STATUS_LABELS[status]
  const reason =
    from === 'completed' || from === 'cancelled'
      ? `a ${label(from).toLowerCase()} order is final`
      : 'orders only move forward'
  return { ok: false, message: `The status cannot change from ${label(from)} to ${label(to)}: ${reason}.` }
}

/** True when this change is the one that makes the order `status` (not a re-save of an order already in it). */
export const becomes = (
  status: OrderStatus,
  from: OrderStatus | null | undefined,
  to: OrderStatus | null | undefined,
) => to === status && from !== status

/** True when a cancellation should put the order's books back in stock: only before they have shipped. */
export const cancellationReturnsStock = (from: OrderStatus, to: OrderStatus) =>
  becomes('cancelled', from, to) && !SHIPPED_STATUSES.includes(from)

/** True for the change that sends the books (into shipped, or straight into completed): when it shipped. */
export const startsShipment = (from: OrderStatus, to: OrderStatus) =>
  SHIPPED_STATUSES.includes(to) && !SHIPPED_STATUSES.includes(from)

/** True when this change moves the order into or out of the counted shipments (map, impact figures). */
export const changesShipments = (from: OrderStatus | null | undefined, to: OrderStatus | null | undefined) =>
  SHIPPED_STATUSES.includes(from as OrderStatus) !== SHIPPED_STATUSES.includes(to as OrderStatus)
