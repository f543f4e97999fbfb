import 'server-only'

import type { Payload } from 'payload'

import type { Account } from '@/payload-types'

/**
 * The library account a request is made by, or null (a guest, a staff user, or a revoked/expired token).
 * Runs Payload's auth strategies on the request headers, so whichever strategy reads the `jwt` cookie or
 * the 'Authorization: JWT {token}' header (SPEC §6) decides; every route handler and server action that
 * needs the viewer goes through here, and passes the result as `user` with `overrideAccess: false`.
 */
export async function currentAccount(payload: Payload, headers: Headers): Promise<Account | null> {
  const { user } = await payload.auth({ headers })
  if (!user || user.collection !== 'accounts') return null
  return user as unknown as Account
}
