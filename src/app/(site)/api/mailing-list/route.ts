import { json, route } from '@/lib/http/route'
import { mailingListSignupSchema, signUpForMailingList } from '@/lib/mailingList/subscribers'
import { namedLimiter } from '@/lib/ratelimit'

export const dynamic = 'force-dynamic'

/** The built-in mailing-list sign-up (the default list's form): emails the link that adds the address. */
export const POST = route({
  limiter: namedLimiter('MAILING_LIST_RATE_LIMIT_PER_MINUTE', 10),
  schema: mailingListSignupSchema,
  handler: async ({ payload, input }) => {
    await signUpForMailingList(payload, input)
    return json({ success: true })
  },
})
