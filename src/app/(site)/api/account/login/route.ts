import { accountEndpoint } from '@/lib/auth/accountEndpoint'
import { loginAccount } from '@/lib/auth/login'
import { accountRateLimits } from '@/lib/auth/rateLimits'
import { loginSchema } from '@/lib/auth/registrationSchema'

export const dynamic = 'force-dynamic'

// Per address, and per address and account together (src/lib/auth/rateLimits.ts says why not per account).
const limiters = accountRateLimits.login

/** SPEC §7 authenticate: sets the `jwt` cookie and answers the Auth result (SPEC §3). */
export const POST = (request: Request) => accountEndpoint(request, { schema: loginSchema, limiters, run: loginAccount })
