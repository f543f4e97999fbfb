import { accountEndpoint } from '@/lib/auth/accountEndpoint'
import { accountRateLimits } from '@/lib/auth/rateLimits'
import { registerAccount } from '@/lib/auth/register'
import { registrationSchema } from '@/lib/auth/registrationSchema'

export const dynamic = 'force-dynamic'

const limiters = accountRateLimits.register

/** SPEC §7 register: the same answer for a new and an already registered email. */
export const POST = (request: Request) =>
  accountEndpoint(request, { schema: registrationSchema, limiters, run: registerAccount })
