import type { DefaultCellComponentProps } from 'payload'

import { sixDigitHex } from '../../lib/content/colour'

/** List cell of a colour field: a swatch beside the code. */
export function ColourCell({ cellData }: DefaultCellComponentProps) {
  const hex = sixDigitHex(typeof cellData === 'string' ? cellData : null)
  if (!hex) return <span>—</span>
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span
        aria-hidden="true"
        style={{ width: 18, height: 18, borderRadius: 4, background: hex, border: '1px solid var(--theme-elevation-250)' }}
      />
      <span>{String(cellData).toUpperCase()}</span>
    </span>
  )
}
