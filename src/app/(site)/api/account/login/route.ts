import { accountEndpoint } from '@/lib/auth/accountEndpoint'
import { loginAccount } from '@/lib/auth/login'
import { accountRateLimits } from '@/lib/auth/rateLimits'
import { loginSchema } from '@/lib/auth/registrationSchema'

export const dynamic = 'force-dynamic'

// Per email as well as per IP: guessing one account's password from many addresses still hits a limit
// (and Payload's lockout after ACCOUNT_MAX_LOGIN_ATTEMPTS failures).
const limiters = accountRateLimits.login

/** SPEC §7 authenticate: sets the `jwt` cookie and answers the Auth result (SPEC §3). */
export const POST = (request: Request) => accountEndpoint(request, { schema: loginSchema, limiters, run: loginAccount })
