import type { DefaultCellComponentProps } from 'payload'

import { formatPrice } from '../../lib/catalogue/price'

/** List cell for an amount stored in whole dollars (a donation): shown as money, '$50.00' rather than '50'. */
export function DollarsCell({ cellData }: DefaultCellComponentProps) {
  const dollars = typeof cellData === 'number' ? cellData : null
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatPrice(dollars === null ? null : Math.round(dollars * 100)) ?? '—'}</span>
}
