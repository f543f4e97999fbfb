import { accountEndpoint } from '@/lib/auth/accountEndpoint'
import { accountRateLimits } from '@/lib/auth/rateLimits'
import { currentAccount } from '@/lib/auth/currentAccount'
import { profileSchema } from '@/lib/auth/registrationSchema'
import { updateViewer } from '@/lib/auth/viewer'

export const dynamic = 'force-dynamic'

const limiters = accountRateLimits.profile

const NOT_LOGGED_IN = { status: 401, body: { error: 'Please log in again.' } }

/** SPEC §7 updateViewer: the logged-in account's own profile. */
export const POST = (request: Request) =>
  accountEndpoint(request, {
    schema: profileSchema,
    limiters,
    run: async (payload, data) => {
      const account = await currentAccount(payload, request.headers)
      return account ? updateViewer(payload, account, data) : NOT_LOGGED_IN
    },
  })
