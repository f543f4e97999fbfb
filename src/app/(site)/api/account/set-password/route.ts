import { accountEndpoint } from '@/lib/auth/accountEndpoint'
import { setPasswordFromLink } from '@/lib/auth/passwordReset'
import { accountRateLimits } from '@/lib/auth/rateLimits'
import { setPasswordSchema } from '@/lib/auth/registrationSchema'

export const dynamic = 'force-dynamic'

const limiters = accountRateLimits.setPassword

/** SPEC §7 setPassword(password, code, id) from the reset email's link. */
export const POST = (request: Request) =>
  accountEndpoint(request, { schema: setPasswordSchema, limiters, run: setPasswordFromLink })
