import type { DefaultCellComponentProps } from 'payload'

import { formatPrice } from '../../lib/catalogue/price'

/** List cell for an amount stored in cents: shown in dollars. */
export function MoneyCell({ cellData }: DefaultCellComponentProps) {
  return <span>{formatPrice(typeof cellData === 'number' ? cellData : null) ?? '—'}</span>
}
