import { ORDER_STATUS_LABELS, type OrderStatus } from './statusTransitions'

type OrderStep = 'to-pack' | 'shipped' | 'cancelled'

/**
 * The one step staff read on an order. The five statuses stay (statusTransitions.ts): Pending (just placed) and
 * Processing (being packed) both mean the books have not left, so both are 'To pack'; Shipped and Completed both
 * mean they have, so both are 'Shipped'.
 */
const STEP_OF: Record<OrderStatus, OrderStep> = {
  pending: 'to-pack',
  processing: 'to-pack',
  shipped: 'shipped',
  completed: 'shipped',
  cancelled: 'cancelled',
}

export const ORDER_STEP_LABELS: Record<OrderStep, string> = {
  'to-pack': 'To pack',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
}

export const orderStep = (status: OrderStatus): OrderStep => STEP_OF[status]

/** The mapping said on screen: "To pack = Pending or Processing", … */
export const ORDER_STEP_MAPPING: { step: string; statuses: string }[] = (
  Object.keys(ORDER_STEP_LABELS) as OrderStep[]
).map((step) => ({
  step: ORDER_STEP_LABELS[step],
  statuses: (Object.keys(STEP_OF) as OrderStatus[])
    .filter((status) => STEP_OF[status] === step)
    .map((status) => ORDER_STATUS_LABELS[status])
    .join(' or '),
}))

/** Only an order still to pack can be marked shipped (Completed and Cancelled are final, Shipped is done). */
export const canMarkShipped = (status: OrderStatus) => orderStep(status) === 'to-pack'
