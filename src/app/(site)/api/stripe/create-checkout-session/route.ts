import { createDonationCheckout } from '@/lib/donations/createCheckout'
import { json, route } from '@/lib/http/route'
import { namedLimiter } from '@/lib/ratelimit'

export const dynamic = 'force-dynamic'

/** SPEC §7: { amount, interval, currency, mode } → { url } of the hosted (or local test) checkout. */
export const POST = route({
  limiter: namedLimiter('DONATION_RATE_LIMIT_PER_MINUTE', 60),
  handler: async ({ payload, input }) => json({ url: (await createDonationCheckout(payload, input)).url }),
})
