/**
 * What a form's server action answers (React's `useActionState` state): nothing yet, the success text, or a
 * form-level error and a message per field, with the values sent so the form shows them again (React resets a
 * form after its action; with scripts off the page is rendered afresh with this state). Plain data without
 * dependencies: the forms import the type, the actions build it.
 */
import { namesPrototype } from '../http/requestBody'

export type FormState = {
  status: 'idle' | 'success' | 'failure'
  /** The success text, or the problem that is not one field's. */
  message?: string
  /** A message per field, by field name. */
  fields?: Record<string, string>
  /** The values sent (never a password), to fill the form again. */
  values?: Record<string, string | string[]>
  /** Login: the account waits for email confirmation. */
  unverified?: boolean
  /** Set-password: the link expired or was used. */
  expired?: boolean
  /** Login: where the browser goes once logged in. Register: the address the link went to. */
  next?: string
  email?: string
  /** Counts the answers, so a form moves focus to the first error after every one. */
  answer?: number
}

export const IDLE: FormState = { status: 'idle' }

/**
 * A posted form's fields as a schema takes them: text as sent; `lists` (checkbox groups) as arrays of the
 * checked values; `flags` (single checkboxes) as booleans. React's own `$ACTION_…` fields, and names that
 * reach an object's prototype (issue 28), are left out.
 */
export function formFields(
  formData: FormData,
  { lists = [], flags = [] }: { lists?: readonly string[]; flags?: readonly string[] } = {},
): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const [name, value] of formData.entries()) {
    if (name.startsWith('$ACTION') || typeof value !== 'string' || namesPrototype(name)) continue
    if (!lists.includes(name) && !flags.includes(name)) fields[name] = value
  }
  for (const name of lists) fields[name] = formData.getAll(name).filter((value) => typeof value === 'string')
  for (const name of flags) fields[name] = formData.has(name)
  return fields
}

/** The fields to show again: the named ones that were sent as text or lists (passwords are never named). */
export function keptValues(
  fields: Record<string, unknown>,
  names: readonly string[],
): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {}
  for (const name of names) {
    const value = fields[name]
    if (typeof value === 'string' || Array.isArray(value)) kept[name] = value as string | string[]
    else if (value === true) kept[name] = 'on'
  }
  return kept
}

/** The first field in `order` that has a message, for the focus to move to. */
export const firstFieldInError = (state: FormState, order: readonly string[]) =>
  order.find((name) => state.fields?.[name])

/** A text value the form sent, to show again (undefined when none). */
export function sentText(state: FormState, name: string): string | undefined {
  const value = state.values?.[name]
  return typeof value === 'string' ? value : undefined
}
