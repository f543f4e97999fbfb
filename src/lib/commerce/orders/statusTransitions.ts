/**
 * Which order status changes staff may make. Orders move forward only: pending → processing → shipped →
 * completed (a step may be skipped, e.g. a packed order marked shipped straight from pending), and an
 * order not yet shipped may be cancelled. Completed and cancelled are final: cancelling has put the books
 * back in stock, and shipped books cannot be put back by a status change.
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
const CANCELLABLE: readonly OrderStatus[] = ['pending', 'processing']

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
      : to === 'cancelled'
        ? 'a shipped order can no longer be cancelled'
        : 'orders only move forward'
  return { ok: false, message: `The status cannot change from ${label(from)} to ${label(to)}: ${reason}.` }
}

/** True when this change is the one that makes the order `status` (not a re-save of an order already in it). */
export const becomes = (
  status: OrderStatus,
  from: OrderStatus | null | undefined,
  to: OrderStatus | null | undefined,
) => to === status && from !== status
