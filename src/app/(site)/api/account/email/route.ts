import { accountEndpoint } from '@/lib/auth/accountEndpoint'
import { accountRateLimits } from '@/lib/auth/rateLimits'
import { currentAccount } from '@/lib/auth/currentAccount'
import { requestEmailChange } from '@/lib/auth/emailChange'
import { changeEmailSchema } from '@/lib/auth/registrationSchema'

export const dynamic = 'force-dynamic'

const limiters = accountRateLimits.email

/** My Account's 'Change your email': sends the confirmation link to the new address (issue 28 item 3). */
export const POST = (request: Request) =>
  accountEndpoint(request, {
    schema: changeEmailSchema,
    limiters,
    run: async (payload, data) => {
      const account = await currentAccount(payload, request.headers)
      return account
        ? requestEmailChange(payload, account, data)
        : { status: 401, body: { error: 'Please log in again.' } }
    },
  })
