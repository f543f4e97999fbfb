'use client'

import type { ReactNode } from 'react'

/**
 * One labelled form control with its hint and error: the error is tied to the control with
 * aria-describedby and aria-invalid, so a screen reader reads it with the field.
 */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string
  label: ReactNode
  error?: string
  hint?: ReactNode
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * A text-like input in a Field, uncontrolled: `defaultValue` is what the form shows again after its action
 * answered. The constraint attributes (`required`, lengths, `type`) are hints for browsers and assistive
 * technology; the form is `noValidate`, and its server action checks every rule and answers the messages.
 */
export function TextField({
  id,
  name,
  label,
  error,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  defaultValue,
  required = true,
  minLength,
  maxLength,
}: {
  id: string
  name: string
  label: ReactNode
  error?: string
  hint?: ReactNode
  type?: string
  autoComplete?: string
  inputMode?: 'numeric' | 'tel' | 'email' | 'text'
  defaultValue?: string
  required?: boolean
  minLength?: number
  maxLength?: number
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(aria) => (
        <input
          className="input"
          name={name}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          defaultValue={defaultValue}
          required={required}
          minLength={minLength}
          maxLength={maxLength}
          {...aria}
        />
      )}
    </Field>
  )
}
