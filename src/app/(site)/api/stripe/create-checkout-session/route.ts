import { createDonationCheckout } from '@/lib/donations/createCheckout'
import { getPayloadClient } from '@/lib/payload'
import { namedLimiter, rateLimited, readJsonBody } from '@/lib/ratelimit'

export const dynamic = 'force-dynamic'

const limiter = namedLimiter('DONATION_RATE_LIMIT_PER_MINUTE', 60)

/** SPEC §7: { amount, interval, currency, mode } → { url } of the hosted (or local test) checkout. */
export async function POST(request: Request) {
  const limited = await rateLimited(limiter, request)
  if (limited) return limited
  const payload = await getPayloadClient()
  try {
    const result = await createDonationCheckout(payload, await readJsonBody(request))
    if (!result.ok) return Response.json({ error: result.error, issues: result.issues }, { status: result.status })
    return Response.json({ url: result.url })
  } catch (error) {
    payload.logger.error({ err: error }, 'Could not create a donation checkout session')
    return Response.json({ error: 'The payment service is unavailable. Please try again later.' }, { status: 502 })
  }
}
