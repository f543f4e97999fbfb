import { databaseUnavailableResponse, isDatabaseUnavailable } from '@/lib/availability/database'
import { submitBookDonation } from '@/lib/donations/bookDonations'
import { getPayloadClient } from '@/lib/payload'
import { readJsonBody, refusingHostileInput } from '@/lib/http/requestBody'
import { bookDonationLimiter as limiter } from '@/lib/donations/sendLimiter'
import { rateLimited } from '@/lib/ratelimit'

export const dynamic = 'force-dynamic'

/** SPEC §7 book-donation form: stored first, then confirmed by email (retried later if mail is down). */
export const POST = refusingHostileInput(async (request: Request) => {
  // Read (and refused when hostile) before the limit, so that a refusal never depends on other traffic.
  const body = await readJsonBody(request)
  const limited = await rateLimited(limiter, request)
  if (limited) return limited
  const payload = await getPayloadClient()
  try {
    const result = await submitBookDonation(payload, body)
    if (!result.ok) return Response.json({ error: result.error, issues: result.issues }, { status: result.status })
    return Response.json({ success: true })
  } catch (error) {
    payload.logger.error({ err: error }, 'Could not store a book donation offer')
    if (isDatabaseUnavailable(error)) return databaseUnavailableResponse()
    return Response.json({ error: 'Your form could not be saved' }, { status: 500 })
  }
})
