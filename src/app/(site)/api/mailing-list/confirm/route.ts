import { databaseUnavailableResponse, isDatabaseUnavailable } from '@/lib/availability/database'
import { readJsonBody, refusingHostileInput } from '@/lib/http/requestBody'
import { confirmSubscription } from '@/lib/mailingList/subscribers'
import { getPayloadClient } from '@/lib/payload'
import { namedLimiter, rateLimited } from '@/lib/ratelimit'

export const dynamic = 'force-dynamic'

const limiter = namedLimiter('MAILING_LIST_CONFIRM_RATE_LIMIT_PER_MINUTE', 20)

/**
 * The confirmation page /mailing-list/confirm posts its link's token here when the visitor presses its button.
 * POST only: a mail scanner that opens the link adds no one.
 */
export const POST = refusingHostileInput(async (request: Request) => {
  const limited = await rateLimited(limiter, request)
  if (limited) return limited
  const body = await readJsonBody(request)
  const payload = await getPayloadClient()
  try {
    const result = await confirmSubscription(payload, body)
    if (!result.ok) return Response.json({ error: result.error }, { status: result.status })
    return Response.json({ success: true, email: result.email })
  } catch (error) {
    payload.logger.error({ err: error }, 'Mailing list confirmation failed')
    if (isDatabaseUnavailable(error)) return databaseUnavailableResponse()
    return Response.json({ error: 'Your subscription could not be saved' }, { status: 500 })
  }
})
