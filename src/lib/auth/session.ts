import 'server-only'

import { createLocalReq, logoutOperation, type Payload } from 'payload'

import type { Account } from '@/payload-types'

import type { AccountResult } from './accountEndpoint'
import { expiredJwtCookie } from './authCookie'

/** What a logout without a session answers: SPEC §6 "Logout needs the JWT cookie". */
const NOT_LOGGED_IN_MESSAGE = 'You are not logged in.'

/**
 * SPEC §4/§7 deleteRefreshTokens: ends this session on the server through Payload's logout (the session
 * leaves the account, so a copy of the token stops working everywhere) and clears the cookie. SPEC §6: logout
 * needs the JWT cookie, so without a valid session the answer is a 401 without deleteRefreshTokens (the site
 * only logs it, SPEC §8); a stale or forged cookie is cleared all the same.
 */
export async function logoutAccount(payload: Payload, account: Account | null): Promise<AccountResult> {
  if (!account) return { status: 401, body: { error: NOT_LOGGED_IN_MESSAGE }, cookie: expiredJwtCookie() }
  const req = await createLocalReq({ user: { ...account, collection: 'accounts' } as never }, payload)
  await logoutOperation({ collection: payload.collections.accounts, req })
  return { status: 200, body: { deleteRefreshTokens: true }, cookie: expiredJwtCookie() }
}
