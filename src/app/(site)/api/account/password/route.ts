import { accountEndpoint } from '@/lib/auth/accountEndpoint'
import { currentAccount } from '@/lib/auth/currentAccount'
import { accountRateLimits } from '@/lib/auth/rateLimits'
import { changePasswordSchema } from '@/lib/auth/registrationSchema'
import { changePassword } from '@/lib/auth/viewer'

export const dynamic = 'force-dynamic'

const limiters = accountRateLimits.password

/** SPEC §5/§7 updatePassword(current, new, confirm): other sessions end. */
export const POST = (request: Request) =>
  accountEndpoint(request, {
    schema: changePasswordSchema,
    limiters,
    run: async (payload, data) => {
      const account = await currentAccount(payload, request.headers)
      return account ? changePassword(payload, account, data) : { status: 401, body: { error: 'Please log in again.' } }
    },
  })
