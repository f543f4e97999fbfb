import { accountEndpoint, accountLimiters } from '@/lib/auth/accountEndpoint'
import { resendVerification } from '@/lib/auth/emailVerification'
import { emailOnlySchema } from '@/lib/auth/registrationSchema'

export const dynamic = 'force-dynamic'

const limiters = accountLimiters('RESEND_RATE_LIMIT_PER_MINUTE', 10, 2)

export const POST = (request: Request) =>
  accountEndpoint(request, {
    schema: emailOnlySchema,
    limiters,
    run: (payload, { email }) => resendVerification(payload, email),
  })
