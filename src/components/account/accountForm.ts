'use client'

import { useRef, useState, type FormEvent } from 'react'

import { commonPasswordCheck, type Parsed } from '@/lib/auth/accountRules'

/**
 * The account forms' state: their rules (src/lib/auth/accountRules.ts, the ones the server checks too) run on
 * the values the form holds, with react-hook-form's timing (which this replaces, with a fraction of its code):
 * a field is checked when it loses focus and, once it has, on every change; after a submit, every field is
 * checked on change. A submit checks everything and moves focus to the first field in error, or hands the
 * parsed values to `onValid`. Inputs stay uncontrolled: values are read from the form when checking.
 */
export type FieldErrors = Partial<Record<string, { message: string }>>
type Control = HTMLInputElement | HTMLSelectElement

/** What a form control needs: its name and the two events that check it. */
export type FieldRegistration = {
  name: string
  onBlur: (event: { currentTarget: Control }) => void
  onChange: (event: { currentTarget: Control }) => void
}

/** The form's values as its rules take them: text, a checkbox's boolean, or a checkbox group's checked values. */
function readForm(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const element of Array.from(form.elements) as Control[]) {
    const { name } = element
    if (!name || element instanceof HTMLButtonElement) continue
    if (element.type !== 'checkbox') values[name] = element.value
    else if (!element.hasAttribute('value')) values[name] = (element as HTMLInputElement).checked
    else {
      const checked = ((values[name] as string[] | undefined) ??= [])
      if ((element as HTMLInputElement).checked) checked.push(element.value)
    }
  }
  return values
}

export function useAccountForm<Out>(
  validate: (values: Record<string, unknown>) => Parsed<Out> | Promise<Parsed<Out>>,
  { checkWhenTouched = true } = {},
) {
  const form = useRef<HTMLFormElement | null>(null)
  const touched = useRef(new Set<string>())
  const [errors, setErrors] = useState<FieldErrors>({})
  const [isSubmitting, setSubmitting] = useState(false)
  const [submitCount, setSubmitCount] = useState(0)

  const setError = (name: string, message?: string) =>
    setErrors((current) => {
      const next = { ...current }
      if (message) next[name] = { message }
      else delete next[name]
      return next
    })

  const check = async (control: Control, name: string) => {
    if (control.form) setError(name, (await validate(readForm(control.form))).errors?.[name])
  }

  const register = (name: string): FieldRegistration => ({
    name,
    onBlur: ({ currentTarget }) => {
      touched.current.add(name)
      if (checkWhenTouched && submitCount === 0) void check(currentTarget, name)
    },
    onChange: ({ currentTarget }) => {
      if (submitCount > 0 || (checkWhenTouched && touched.current.has(name))) void check(currentTarget, name)
    },
  })

  const handleSubmit = (onValid: (data: Out) => unknown) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const element = (form.current = event.currentTarget)
    setSubmitting(true)
    try {
      const parsed = await validate(readForm(element))
      if (parsed.errors) {
        setErrors(Object.fromEntries(Object.entries(parsed.errors).map(([name, message]) => [name, { message }])))
        ;(Array.from(element.elements) as Control[]).find((control) => parsed.errors[control.name])?.focus()
      } else {
        setErrors({})
        await onValid(parsed.data)
      }
    } finally {
      setSubmitting(false)
      setSubmitCount((count) => count + 1)
    }
  }

  /** Empties one field (after a submit) and forgets its error. */
  const resetField = (name: string) => {
    for (const control of Array.from(form.current?.elements ?? []) as Control[])
      if (control.name === name) control.value = ''
    touched.current.delete(name)
    setError(name)
  }

  /** Empties the whole form (after a submit). */
  const reset = () => {
    form.current?.reset()
    touched.current.clear()
    setErrors({})
  }

  return { register, handleSubmit, setError, resetField, reset, errors, isSubmitting, submitCount }
}

let commonPasswords: Promise<(password: string) => boolean> | undefined

/**
 * The common-password rule's check, with its list (about 20 KB compressed) loaded when a password is first
 * checked rather than with the page. Should loading fail, the browser skips the rule: the server applies it.
 */
export const loadCommonPasswordCheck = () =>
  (commonPasswords ??= import('@/lib/auth/commonPasswords.json').then(
    (list) => commonPasswordCheck(list.default),
    () => {
      commonPasswords = undefined
      return () => false
    },
  ))
