import 'server-only'

import type { Payload } from 'payload'

import type { Account } from '@/payload-types'

import type { AccountResult } from './accountEndpoint'
import { jwtCookie } from './authCookie'
import { evenOutFailedLogin } from './hashCost'
import { isUnverifiedEmail, isWrongPassword } from './payloadErrors'

const loginMessages = {
  invalid: 'The email or password is not correct.',
  unverified: 'Please confirm your email address first: use the link in the email we sent you, or send it again.',
} as const

/** SPEC §3 Auth result. Payload refreshes a token by its session (POST /api/accounts/refresh-token), so the
 * refresh token is the session token itself and expires with it. */
function authResult(token: string, expiresAtSeconds: number, user: Pick<Account, 'id' | 'email'>) {
  const expiresAt = expiresAtSeconds * 1000
  return {
    jwt: token,
    jwtExpiresAt: expiresAt,
    refreshToken: token,
    refreshTokenExpiresAt: expiresAt,
    user: { id: user.id, email: user.email },
  }
}

/**
 * SPEC §7 authenticate, through Payload's login: password check, verification, a new session. A wrong
 * password and an unknown email get the same answer in about the same time (an unknown email spends a
 * password hash too); 'confirm your email' only comes after the right password, so it reveals nothing to
 * someone who lacks it. Guessing is limited per address and account (src/lib/auth/rateLimits.ts).
 */
export async function loginAccount(
  payload: Payload,
  data: { email: string; password: string },
): Promise<AccountResult> {
  const startedAt = performance.now()
  try {
    const { token, exp, user } = await payload.login({ collection: 'accounts', data })
    if (!token || !exp || !user) throw new Error('Payload login returned no token')
    return {
      status: 200,
      body: authResult(token, exp, user),
      cookie: jwtCookie(token, exp - Math.floor(Date.now() / 1000)),
    }
  } catch (error) {
    if (isUnverifiedEmail(error)) return { status: 403, body: { error: loginMessages.unverified, unverified: true } }
    if (isWrongPassword(error)) {
      await evenOutFailedLogin(startedAt, data.password)
      return { status: 401, body: { error: loginMessages.invalid } }
    }
    throw error
  }
}
