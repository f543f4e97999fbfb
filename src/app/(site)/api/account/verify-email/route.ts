import { z } from 'zod'

import { accountEndpoint } from '@/lib/auth/accountEndpoint'
import { verifyAccountEmail } from '@/lib/auth/emailVerification'
import { accountRateLimits } from '@/lib/auth/rateLimits'

export const dynamic = 'force-dynamic'

const limiters = accountRateLimits.verify

const schema = z.object({
  token: z
    .string({ error: (issue) => (issue.input === undefined ? 'This confirmation link is incomplete.' : undefined) })
    .regex(/^[a-f0-9]{20,128}$/i, 'This confirmation link is incomplete or damaged.'),
})

/** The page /login/email-verification posts the link's token here (a POST, so link scanners do not verify). */
export const POST = (request: Request) =>
  accountEndpoint(request, { schema, limiters, run: (payload, { token }) => verifyAccountEmail(payload, token) })
