import type { DefaultCellComponentProps } from 'payload'

import { priceRange } from '../../lib/catalogue/bookAdmin'

/** Books list: the press price of the book's variants, or a dash for Library Program books. */
export function PriceCell({ rowData }: DefaultCellComponentProps) {
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{priceRange(rowData?.variants) ?? '—'}</span>
}
