import { accountEndpoint, accountLimiters } from '@/lib/auth/accountEndpoint'
import { setPasswordFromLink } from '@/lib/auth/passwordReset'
import { setPasswordSchema } from '@/lib/auth/registrationSchema'

export const dynamic = 'force-dynamic'

const limiters = accountLimiters('SET_PASSWORD_RATE_LIMIT_PER_MINUTE', 10, 10)

/** SPEC §7 setPassword(password, code, id) from the reset email's link. */
export const POST = (request: Request) =>
  accountEndpoint(request, { schema: setPasswordSchema, limiters, run: setPasswordFromLink })
