import type { Endpoint } from 'payload'

import { isStaffUser } from '../../access/roles'
import { csvDownload } from '../http/csv'
import { donationsCsv, type DonationRow } from './report'

/** GET /api/donations/export.csv: every donation as CSV, for staff. */
export const donationsCsvEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!isStaffUser(req.user)) return Response.json({ error: 'Not allowed' }, { status: 403 })
    const { docs } = await req.payload.find({
      collection: 'donations',
      pagination: false,
      depth: 0,
      sort: '-createdAt',
      overrideAccess: false,
      user: req.user,
    })
    return csvDownload('donations', donationsCsv(docs as unknown as DonationRow[]))
  },
}
