import type { z } from 'zod'

/**
 * The one error shape of the site's routes: `{ error }`, and for a 400 also `fields`, each field's first
 * message by its path (`email`, `lineItems.12.qty`; `form` for a problem that is no field's), so a form can
 * show it beside the field and an API client can read it.
 */
export type ErrorBody = { error: string; fields?: Record<string, string> }

/** An answer a handler decides on by throwing: its status, its message, maybe field messages and headers. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message)
  }
}

/** A validation failure as the 400 body: every problem in one sentence, and each field's first message. */
export function describeZodError(error: z.ZodError): Required<ErrorBody> {
  // No prototype: a path comes from the request's own keys (a cart line id, say).
  const fields: Record<string, string> = Object.create(null)
  for (const issue of error.issues) fields[issue.path.join('.') || 'form'] ??= issue.message
  const sentence = error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ')
  return { error: sentence || 'The request is not valid.', fields: { ...fields } }
}

/** The body of an error answer: a 400 always carries `fields` (empty when no field is to blame). */
export const errorBody = (status: number, error: string, fields?: Record<string, string>): ErrorBody =>
  status === 400 ? { error, fields: fields ?? {} } : { error }
