import { z } from 'zod'

import { accountEndpoint } from '@/lib/auth/accountEndpoint'
import { accountLimiters } from '@/lib/auth/rateLimits'
import { currentAccount } from '@/lib/auth/currentAccount'
import { logoutAccount } from '@/lib/auth/session'

export const dynamic = 'force-dynamic'

const limiters = accountLimiters('LOGOUT_RATE_LIMIT_PER_MINUTE', 60, 60)

/** SPEC §4/§7 deleteRefreshTokens: ends the session on the server and clears the `jwt` cookie. */
export const POST = (request: Request) =>
  accountEndpoint(request, {
    schema: z.unknown(),
    limiters,
    run: async (payload) => logoutAccount(payload, await currentAccount(payload, request.headers)),
  })
