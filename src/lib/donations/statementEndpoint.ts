import type { Endpoint } from 'payload'

import { hasRole } from '../../access/roles'
import type { Donation } from '../../payload-types'
import { giftYear } from './receipt'
import { resendGivingStatement } from './statements'

/**
 * POST /api/donations/:id/giving-statement[?year=2026]: sends the donor of that donation their giving statement
 * of that year (default: the donation's own year) again. Fulfilment staff and admins, like the donations.
 */
export const sendGivingStatementEndpoint: Endpoint = {
  path: '/:id/giving-statement',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin', 'fulfilment')) return Response.json({ error: 'Not allowed' }, { status: 403 })
    const id = String(req.routeParams?.id ?? '')
    const donation = (await req.payload
      .findByID({ collection: 'donations', id, depth: 0, disableErrors: true })
      .catch(() => null)) as Donation | null
    if (!donation?.donorEmail || !donation.completedAt)
      return Response.json({ error: 'This donation has no donor email or payment date' }, { status: 404 })
    const requested = Number(new URL(req.url ?? '', 'http://localhost').searchParams.get('year'))
    const year = Number.isInteger(requested) && requested > 2000 ? requested : giftYear(donation.completedAt)
    const sent = await resendGivingStatement(req.payload, donation.donorEmail, year)
    if (!sent) return Response.json({ error: `No gifts from this donor in ${year}` }, { status: 404 })
    return Response.json({ sent: true, email: donation.donorEmail, year })
  },
}
