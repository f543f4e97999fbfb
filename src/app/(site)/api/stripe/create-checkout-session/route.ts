import { createDonationCheckout } from '@/lib/donations/createCheckout'
import { getPayloadClient } from '@/lib/payload'
import { readJsonBody, refusingHostileInput } from '@/lib/http/requestBody'
import { namedLimiter, rateLimited } from '@/lib/ratelimit'

export const dynamic = 'force-dynamic'

const limiter = namedLimiter('DONATION_RATE_LIMIT_PER_MINUTE', 60)

/** SPEC §7: { amount, interval, currency, mode } → { url } of the hosted (or local test) checkout. */
export const POST = refusingHostileInput(async (request: Request) => {
  // Read (and refused when hostile) before the limit, so that a refusal never depends on other traffic.
  const body = await readJsonBody(request)
  const limited = await rateLimited(limiter, request)
  if (limited) return limited
  const payload = await getPayloadClient()
  try {
    const result = await createDonationCheckout(payload, body)
    if (!result.ok) return Response.json({ error: result.error, issues: result.issues }, { status: result.status })
    return Response.json({ url: result.url })
  } catch (error) {
    payload.logger.error({ err: error }, 'Could not create a donation checkout session')
    return Response.json({ error: 'The payment service is unavailable. Please try again later.' }, { status: 502 })
  }
})
