import type { DefaultServerCellComponentProps } from 'payload'
import { cache } from 'react'

import { totalStock } from '../../lib/catalogue/bookAdmin'
import { loadLowStockThreshold } from '../../lib/catalogue/lowStockThreshold'
import { STOCK_LEVEL_LABELS, stockLevel } from '../../lib/catalogue/stockLevel'

/** Read once per list render, not once per row. */
const thresholdFor = cache(loadLowStockThreshold)

const BADGE_COLOURS = {
  out: { background: 'var(--theme-error-100)', color: 'var(--theme-error-750)' },
  low: { background: 'var(--theme-warning-100)', color: 'var(--theme-warning-800)' },
} as const

/** Books list: copies on hand across variants, marked "Out of stock" or "Low stock" (the Program policy's threshold). */
export async function StockCell({ rowData, payload }: DefaultServerCellComponentProps) {
  const variants = rowData?.variants as { stock?: number | null }[] | undefined
  const level = stockLevel(variants, await thresholdFor(payload))
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontVariantNumeric: 'tabular-nums' }}>
      {totalStock(variants)}
      {level !== 'ok' ? (
        <span style={{ padding: '1px 8px', borderRadius: 999, fontSize: 12, whiteSpace: 'nowrap', ...BADGE_COLOURS[level] }}>
          {STOCK_LEVEL_LABELS[level]}
        </span>
      ) : null}
    </span>
  )
}
