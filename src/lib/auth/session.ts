import 'server-only'

import { createLocalReq, logoutOperation, type Payload } from 'payload'

import type { Account } from '@/payload-types'

import type { AccountResult } from './accountEndpoint'
import { expiredJwtCookie } from './authCookie'

/**
 * SPEC §4/§7 deleteRefreshTokens: ends this session on the server through Payload's logout (the session
 * leaves the account, so a copy of the token stops working everywhere) and clears the cookie. Without a
 * valid session there is nothing to end; the cookie is cleared all the same.
 */
export async function logoutAccount(payload: Payload, account: Account | null): Promise<AccountResult> {
  if (account) {
    const req = await createLocalReq({ user: { ...account, collection: 'accounts' } as never }, payload)
    await logoutOperation({ collection: payload.collections.accounts, req })
  }
  return { status: 200, body: { deleteRefreshTokens: true }, cookie: expiredJwtCookie() }
}
