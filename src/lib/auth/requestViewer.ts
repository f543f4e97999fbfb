import 'server-only'

import type { Payload } from 'payload'

import type { Account, User } from '@/payload-types'

/** Who is asking: a library account, a staff user, or nobody (a guest). One auth run per request. */
export type RequestViewer = { account: Account | null; staff: User | null }

const GUEST: RequestViewer = { account: null, staff: null }

/** Runs Payload's auth strategies once (see currentAccount for the account half). */
export async function requestViewer(payload: Payload, headers: Headers): Promise<RequestViewer> {
  const { user } = await payload.auth({ headers })
  if (!user) return GUEST
  if (user.collection === 'accounts') return { account: user as unknown as Account, staff: null }
  if (user.collection === 'users') return { account: null, staff: user as unknown as User }
  return GUEST
}
