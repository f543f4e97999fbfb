import { databaseUnavailableResponse, isDatabaseUnavailable } from '@/lib/availability/database'
import { signUpForMailingList } from '@/lib/mailingList/subscribers'
import { getPayloadClient } from '@/lib/payload'
import { readJsonBody, refusingHostileInput } from '@/lib/http/requestBody'
import { namedLimiter, rateLimited } from '@/lib/ratelimit'

export const dynamic = 'force-dynamic'

const limiter = namedLimiter('MAILING_LIST_RATE_LIMIT_PER_MINUTE', 10)

/** The built-in mailing-list sign-up (the default list's form): stores the address for staff to export. */
export const POST = refusingHostileInput(async (request: Request) => {
  // Read (and refused when hostile) before the limit, so that a refusal never depends on other traffic.
  const body = await readJsonBody(request)
  const limited = await rateLimited(limiter, request)
  if (limited) return limited
  const payload = await getPayloadClient()
  try {
    const result = await signUpForMailingList(payload, body)
    if (!result.ok) return Response.json({ error: result.error, issues: result.issues }, { status: result.status })
    return Response.json({ success: true })
  } catch (error) {
    payload.logger.error({ err: error }, 'Could not store a mailing-list sign-up')
    if (isDatabaseUnavailable(error)) return databaseUnavailableResponse()
    return Response.json({ error: 'Your sign-up could not be saved' }, { status: 500 })
  }
})
