import { accountEndpoint, accountLimiters } from '@/lib/auth/accountEndpoint'
import { registerAccount } from '@/lib/auth/register'
import { registrationSchema } from '@/lib/auth/registrationSchema'

export const dynamic = 'force-dynamic'

const limiters = accountLimiters('REGISTER_RATE_LIMIT_PER_MINUTE', 10, 3)

/** SPEC §7 register: the same answer for a new and an already registered email. */
export const POST = (request: Request) =>
  accountEndpoint(request, { schema: registrationSchema, limiters, run: registerAccount })
