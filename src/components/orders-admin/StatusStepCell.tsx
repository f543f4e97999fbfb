import type { DefaultCellComponentProps } from 'payload'

import { ORDER_STEP_LABELS, orderStep } from '../../lib/commerce/orders/orderStep'
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../lib/commerce/orders/statusTransitions'

const isStatus = (value: unknown): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus)

/** The orders list's status as the order page says it: the step ('To pack'), with the status behind it when it differs. */
export function StatusStepCell({ cellData }: DefaultCellComponentProps) {
  if (!isStatus(cellData)) return <span>—</span>
  const step = ORDER_STEP_LABELS[orderStep(cellData)]
  const status = ORDER_STATUS_LABELS[cellData]
  return (
    <span>
      {step}
      {status !== step && <span style={{ color: 'var(--theme-elevation-650, #555)' }}> · {status}</span>}
    </span>
  )
}
