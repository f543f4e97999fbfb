import 'server-only'

import { AuthenticationError, LockedAuth, UnverifiedEmail, type Payload } from 'payload'

import type { Account } from '@/payload-types'

import type { AccountResult } from './accountEndpoint'
import { jwtCookie } from './authCookie'

export const loginMessages = {
  invalid: 'The email or password is not correct.',
  unverified: 'Please confirm your email address first: use the link in the email we sent you, or send it again.',
} as const

/** 'Too many failed attempts…' with the time the account opens again (UTC, as the server knows no time zone). */
export function lockedMessage(lockUntil: Date | null, now = new Date()): string {
  if (!lockUntil || lockUntil <= now) return 'Too many failed attempts. Please wait a few minutes and try again.'
  const minutes = Math.max(1, Math.ceil((lockUntil.getTime() - now.getTime()) / 60_000))
  const time = lockUntil.toISOString().slice(11, 16)
  return `Too many failed attempts. You can try again in ${minutes} minute${minutes === 1 ? '' : 's'} (at ${time} UTC), or set a new password with 'Forgot your password?'.`
}

/** SPEC §3 Auth result. Payload refreshes a token by its session (POST /api/accounts/refresh-token), so the
 * refresh token is the session token itself and expires with it. */
export function authResult(token: string, expiresAtSeconds: number, user: Pick<Account, 'id' | 'email'>) {
  const expiresAt = expiresAtSeconds * 1000
  return {
    jwt: token,
    jwtExpiresAt: expiresAt,
    refreshToken: token,
    refreshTokenExpiresAt: expiresAt,
    user: { id: user.id, email: user.email },
  }
}

/** The moment a locked account opens again, read straight from the database (a hidden auth field). */
async function lockUntilOf(payload: Payload, email: string): Promise<Date | null> {
  const row = (await payload.db.findOne({ collection: 'accounts', where: { email: { equals: email } } })) as {
    lockUntil?: string | null
  } | null
  return row?.lockUntil ? new Date(row.lockUntil) : null
}

/**
 * SPEC §7 authenticate, through Payload's login: password check, failed-attempt count and lockout,
 * verification, a new session. A wrong password and an unknown email get the same answer; 'confirm your
 * email' only comes after the right password, so it reveals nothing to someone who lacks it.
 */
export async function loginAccount(
  payload: Payload,
  data: { email: string; password: string },
): Promise<AccountResult> {
  try {
    const { token, exp, user } = await payload.login({ collection: 'accounts', data })
    if (!token || !exp || !user) throw new Error('Payload login returned no token')
    return {
      status: 200,
      body: authResult(token, exp, user),
      cookie: jwtCookie(token, exp - Math.floor(Date.now() / 1000)),
    }
  } catch (error) {
    if (error instanceof UnverifiedEmail)
      return { status: 403, body: { error: loginMessages.unverified, unverified: true } }
    if (error instanceof LockedAuth)
      return { status: 423, body: { error: lockedMessage(await lockUntilOf(payload, data.email)), locked: true } }
    if (error instanceof AuthenticationError) return { status: 401, body: { error: loginMessages.invalid } }
    throw error
  }
}
