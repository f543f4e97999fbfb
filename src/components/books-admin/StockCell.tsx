import type { DefaultCellComponentProps } from 'payload'

import { totalStock } from '../../lib/catalogue/bookAdmin'

/** Books list: copies on hand across variants, with a badge when there are none. */
export function StockCell({ rowData }: DefaultCellComponentProps) {
  const stock = totalStock(rowData?.variants)
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontVariantNumeric: 'tabular-nums' }}>
      {stock}
      {stock === 0 ? (
        <span
          style={{
            padding: '1px 8px',
            borderRadius: 999,
            fontSize: 12,
            background: 'var(--theme-error-100)',
            color: 'var(--theme-error-750)',
            whiteSpace: 'nowrap',
          }}
        >
          out of stock
        </span>
      ) : null}
    </span>
  )
}
