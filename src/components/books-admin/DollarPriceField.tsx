'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { NumberFieldClientProps } from 'payload'
import { useState } from 'react'

import { centsToDollarsText, dollarsTextToCents } from '../../lib/catalogue/bookAdmin'

/**
 * A price stored in cents, typed in dollars and cents ("25.00"). What the editor types stays on screen
 * while it is not an amount yet; the stored value changes only when it is one.
 */
export function DollarPriceField({ path, field }: NumberFieldClientProps) {
  const { value, setValue, showError } = useField<number | null>({ path })
  const [text, setText] = useState(() => centsToDollarsText(value))
  const [shownValue, setShownValue] = useState(value)
  // A value set from elsewhere (a reset, a reload) replaces the text unless the text already means it.
  if (value !== shownValue) {
    setShownValue(value)
    if (dollarsTextToCents(text) !== (value ?? null)) setText(centsToDollarsText(value))
  }
  const invalid = dollarsTextToCents(text) === undefined
  const inputId = `field-${path.replace(/\./g, '__')}`

  const description = typeof field.admin?.description === 'string' ? field.admin.description : undefined
  return (
    <div className={`field-type text${showError || invalid ? ' error' : ''}`} style={{ flex: '1 1 auto' }}>
      <FieldLabel htmlFor={inputId} label={field.label} path={path} required={field.required} />
      <div className="field-type__wrap" style={{ position: 'relative' }}>
        <FieldError path={path} showError={showError} />
        <span aria-hidden="true" style={{ position: 'absolute', left: 12, top: '50%', transform: 'translateY(-50%)', opacity: 0.7 }}>
          $
        </span>
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={invalid || undefined}
          style={{ paddingLeft: 26, fontVariantNumeric: 'tabular-nums' }}
          onChange={(event) => {
            setText(event.target.value)
            const cents = dollarsTextToCents(event.target.value)
            if (cents !== undefined) setValue(cents)
          }}
        />
      </div>
      {invalid ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)', margin: '4px 0 0' }}>
          Enter an amount in dollars and cents, e.g. 25.00.
        </p>
      ) : null}
      <FieldDescription description={description} path={path} />
    </div>
  )
}
