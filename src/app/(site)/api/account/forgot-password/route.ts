import { accountEndpoint } from '@/lib/auth/accountEndpoint'
import { requestPasswordReset } from '@/lib/auth/passwordReset'
import { accountRateLimits } from '@/lib/auth/rateLimits'
import { emailOnlySchema } from '@/lib/auth/registrationSchema'

export const dynamic = 'force-dynamic'

const limiters = accountRateLimits.forgotPassword

/** SPEC §7 forgottenPassword: the same answer for known and unknown addresses. */
export const POST = (request: Request) =>
  accountEndpoint(request, {
    schema: emailOnlySchema,
    limiters,
    run: (payload, { email }) => requestPasswordReset(payload, email),
  })
