import { accountEndpoint } from '@/lib/auth/accountEndpoint'
import { accountRateLimits } from '@/lib/auth/rateLimits'
import { resendVerification } from '@/lib/auth/emailVerification'
import { emailOnlySchema } from '@/lib/auth/registrationSchema'

export const dynamic = 'force-dynamic'

const limiters = accountRateLimits.resendVerification

export const POST = (request: Request) =>
  accountEndpoint(request, {
    schema: emailOnlySchema,
    limiters,
    run: (payload, { email }) => resendVerification(payload, email),
  })
