import { CONFIRMATION_PAGE } from './texts'

/**
 * What the confirmation page shows once POST /api/mailing-list/confirm has answered: the address is on the
 * list; the link is no good (pressing again will not help); or something passing went wrong (it may).
 */
export type ConfirmationOutcome =
  | { kind: 'confirmed'; message: string }
  | { kind: 'linkInvalid'; message: string }
  | { kind: 'tryAgain'; message: string }

export function confirmationOutcome(status: number, body: unknown): ConfirmationOutcome {
  const email = (body as { email?: unknown } | null)?.email
  if (status === 200 && typeof email === 'string')
    return { kind: 'confirmed', message: CONFIRMATION_PAGE.confirmed(email) }
  if (status === 400) return { kind: 'linkInvalid', message: CONFIRMATION_PAGE.linkInvalid }
  return { kind: 'tryAgain', message: CONFIRMATION_PAGE.failure }
}
