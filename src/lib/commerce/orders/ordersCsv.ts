import { csvText } from '../../http/csv'
import type { Order } from '../../../payload-types'
import { shortOrderNumber } from './shortNumber'

export type CsvOrder = Pick<
  Order,
  | 'id'
  | 'number'
  | 'type'
  | 'status'
  | 'paymentStatus'
  | 'dateOrdered'
  | 'library'
  | 'state'
  | 'email'
  | 'shippingAddress'
  | 'shippingMethodHandle'
  | 'totalQty'
  | 'itemTotal'
  | 'shippingTotal'
  | 'taxTotal'
  | 'total'
  | 'trackingNumber'
  | 'note'
  | 'lineItems'
  | 'stripe'
>

type Line = NonNullable<CsvOrder['lineItems']>[number]

/** Cents as dollars with two decimals, the way a spreadsheet reads money ("2500" → "25.00"). */
const dollars = (cents: number | null | undefined) => (typeof cents === 'number' ? (cents / 100).toFixed(2) : '')

const ORDER_COLUMNS: [string, (order: CsvOrder) => unknown][] = [
  ['Order number', (o) => shortOrderNumber(o.id)],
  ['Order reference', (o) => o.number],
  ['Type', (o) => (o.type === 'library' ? 'Library Program' : 'Press')],
  ['Status', (o) => o.status],
  ['Payment status', (o) => o.paymentStatus],
  ['Date ordered', (o) => o.dateOrdered],
  ['Library', (o) => o.library],
  ['Email', (o) => o.email],
  ['Name', (o) => o.shippingAddress?.fullName],
  ['Organisation', (o) => o.shippingAddress?.organisation],
  ['Address line 1', (o) => o.shippingAddress?.addressLine1],
  ['Address line 2', (o) => o.shippingAddress?.addressLine2],
  ['City', (o) => o.shippingAddress?.city],
  ['State', (o) => o.state ?? o.shippingAddress?.state],
  ['ZIP / postal code', (o) => o.shippingAddress?.zipCode],
  ['Country', (o) => o.shippingAddress?.countryCode],
  ['Phone', (o) => o.shippingAddress?.phone],
  ['Shipping method', (o) => o.shippingMethodHandle],
  ['Books in order', (o) => o.totalQty],
  ['Items (USD)', (o) => dollars(o.itemTotal)],
  ['Shipping (USD)', (o) => dollars(o.shippingTotal)],
  ['Tax (USD)', (o) => dollars(o.taxTotal)],
  ['Total (USD)', (o) => dollars(o.total)],
  ['Refunded (USD)', (o) => dollars(o.stripe?.refundedTotal)],
  ['Payment reference', (o) => o.stripe?.paymentIntentId],
  ['Tracking number', (o) => o.trackingNumber],
  ['Note', (o) => o.note],
]

const LINE_COLUMNS: [string, (line: Line) => unknown][] = [
  ['Title', (l) => l.title],
  ['SKU', (l) => l.sku],
  ['Quantity', (l) => l.qty],
  ['Unit price (USD)', (l) => dollars(l.unitPrice)],
  ['Line subtotal (USD)', (l) => dollars(l.subtotal)],
]

/** One row per order line with the order's columns repeated; an order without lines still gets one row. */
export function orderCsvRows(orders: CsvOrder[]): unknown[][] {
  const rows: unknown[][] = [[...ORDER_COLUMNS.map(([name]) => name), ...LINE_COLUMNS.map(([name]) => name)]]
  for (const order of orders) {
    const orderCells = ORDER_COLUMNS.map(([, value]) => value(order))
    const lines = order.lineItems?.length ? order.lineItems : [null]
    for (const line of lines) rows.push([...orderCells, ...LINE_COLUMNS.map(([, value]) => (line ? value(line) : ''))])
  }
  return rows
}

export const ordersCsv = (orders: CsvOrder[]): string => csvText(orderCsvRows(orders))
