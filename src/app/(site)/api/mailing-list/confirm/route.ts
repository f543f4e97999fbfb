import { json, route } from '@/lib/http/route'
import { confirmSubscription } from '@/lib/mailingList/subscribers'
import { namedLimiter } from '@/lib/ratelimit'

export const dynamic = 'force-dynamic'

/**
 * The confirmation page /mailing-list/confirm posts its link's token here when the visitor presses its button.
 * POST only: a mail scanner that opens the link adds no one.
 */
export const POST = route({
  limiter: namedLimiter('MAILING_LIST_CONFIRM_RATE_LIMIT_PER_MINUTE', 20),
  handler: async ({ payload, input }) => json({ success: true, ...(await confirmSubscription(payload, input)) }),
})
