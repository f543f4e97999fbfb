'use client'

import { useField } from '@payloadcms/ui'
import type { NumberFieldClientProps } from 'payload'

import { formatPrice } from '../../lib/catalogue/price'

/** An amount stored in cents, shown in dollars. Amounts are set when the order is made, so it is read-only. */
export function MoneyField({ path, field }: NumberFieldClientProps) {
  const { value } = useField<number>({ path })
  return (
    <div className="field-type" style={{ flex: '1 1 auto' }}>
      <span className="field-label">{typeof field.label === 'string' ? field.label : field.name}</span>
      <output style={{ display: 'block', padding: '8px 0', fontVariantNumeric: 'tabular-nums' }}>
        {formatPrice(value) ?? '—'}
      </output>
    </div>
  )
}
