import { accountEndpoint, accountLimiters } from '@/lib/auth/accountEndpoint'
import { requestPasswordReset } from '@/lib/auth/passwordReset'
import { emailOnlySchema } from '@/lib/auth/registrationSchema'

export const dynamic = 'force-dynamic'

const limiters = accountLimiters('RESET_RATE_LIMIT_PER_MINUTE', 10, 2)

/** SPEC §7 forgottenPassword: the same answer for known and unknown addresses. */
export const POST = (request: Request) =>
  accountEndpoint(request, {
    schema: emailOnlySchema,
    limiters,
    run: (payload, { email }) => requestPasswordReset(payload, email),
  })
