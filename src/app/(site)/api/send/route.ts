import { sendRequestSchema } from '@/lib/donations/bookDonationSchema'
import { submitBookDonation } from '@/lib/donations/bookDonations'
import { bookDonationLimiter } from '@/lib/donations/sendLimiter'
import { json, route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

/** SPEC §7 book-donation form: stored first, then confirmed by email (retried later if mail is down). */
export const POST = route({
  limiter: bookDonationLimiter,
  schema: sendRequestSchema,
  handler: async ({ payload, input }) => {
    await submitBookDonation(payload, input)
    return json({ success: true })
  },
})
