import { currentAccount } from '@/lib/auth/currentAccount'
import { json, route } from '@/lib/http/route'
import type { OwnWaitsAnswer } from '@/lib/commerce/waiting-list/waitFormState'
import { ownOpenWaits, waitingPeriod } from '@/lib/commerce/waiting-list/waits'

export const dynamic = 'force-dynamic'

/** The logged-in library's open waits (the book page's button and My Account's list); anyone else 401. */
export const GET = route({
  handler: async ({ request, payload }) => {
    const account = await currentAccount(payload, request.headers)
    if (!account) return json({ error: 'Please log in again.' }, 401)
    const answer: OwnWaitsAnswer = { waits: await ownOpenWaits(payload, account), days: await waitingPeriod(payload) }
    return json(answer)
  },
})
