import { AuthenticationError, UnverifiedEmail } from 'payload'

/**
 * Which of Payload's login errors an error is. Next bundles Payload once per entry (a page's server actions,
 * each route handler), while getPayload keeps one instance for the whole process: an error thrown by an
 * instance another entry created is not an instance of this entry's class. Payload's errors (APIError) carry
 * their HTTP status, which holds across copies: 401 for a wrong password, 403 for an unverified email.
 */
function statusOf(error: unknown): number | undefined {
  const status = error instanceof Error ? (error as Error & { status?: unknown }).status : undefined
  return typeof status === 'number' ? status : undefined
}

export const isWrongPassword = (error: unknown) => error instanceof AuthenticationError || statusOf(error) === 401

export const isUnverifiedEmail = (error: unknown) => error instanceof UnverifiedEmail || statusOf(error) === 403
