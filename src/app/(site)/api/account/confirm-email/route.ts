import { z } from 'zod'

import { accountEndpoint } from '@/lib/auth/accountEndpoint'
import { accountLimiters } from '@/lib/auth/rateLimits'
import { confirmEmailChange } from '@/lib/auth/emailChange'

export const dynamic = 'force-dynamic'

const limiters = accountLimiters('CONFIRM_EMAIL_RATE_LIMIT_PER_MINUTE', 20, 20)

const schema = z.object({
  token: z
    .string({ error: (issue) => (issue.input === undefined ? 'This confirmation link is incomplete.' : undefined) })
    .regex(/^[\w-]{20,2000}\.[\w-]{43}$/, 'This confirmation link is incomplete or damaged.'),
})

/** The page /login/confirm-email posts the link's token here (a POST, so link scanners change nothing). */
export const POST = (request: Request) =>
  accountEndpoint(request, { schema, limiters, run: (payload, { token }) => confirmEmailChange(payload, token) })
