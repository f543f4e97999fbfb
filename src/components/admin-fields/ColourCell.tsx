import type { DefaultCellComponentProps } from 'payload'

import { sixDigitHex } from '../../lib/content/colour'

/**
 * List cell of a colour field: the colour, as a swatch (staff see a colour, not a code such as #CDE7E5). The code
 * is its name for assistive technology and its tooltip; the record's form shows it beside a picker.
 */
export function ColourCell({ cellData }: DefaultCellComponentProps) {
  const hex = sixDigitHex(typeof cellData === 'string' ? cellData : null)
  if (!hex) return <span>None</span>
  return (
    <span
      role="img"
      aria-label={`Colour ${hex.toUpperCase()}`}
      title={hex.toUpperCase()}
      style={{
        display: 'inline-block',
        width: 40,
        height: 18,
        borderRadius: 4,
        background: hex,
        border: '1px solid var(--theme-elevation-250)',
        verticalAlign: 'middle',
      }}
    />
  )
}
