import type { Endpoint, Payload, PayloadRequest } from 'payload'

import { hasRole } from '../../access/roles'
import { csvDownload } from '../http/csv'
import { donationReportFilters, donationsCsv, filterDonations, type DonationRow } from './report'

/** Who sees the donations report, its navigation link and its CSV: admins (fulfilment and editors do not). */
export const canSeeDonationsReport = (user: PayloadRequest['user']) => hasRole(user, 'admin')

/** Every donation, as the admin asking may read them, oldest first. */
export async function loadDonationRows(payload: Payload, user: NonNullable<PayloadRequest['user']>): Promise<DonationRow[]> {
  const { docs } = await payload.find({
    collection: 'donations',
    pagination: false,
    depth: 0,
    sort: 'createdAt',
    overrideAccess: false,
    user,
  })
  return docs as unknown as DonationRow[]
}

/**
 * GET /api/donations/report.csv?from&to&interval&status: the donations the report counts with the same filters,
 * a row each, for admins.
 */
export const donationsReportCsvEndpoint: Endpoint = {
  path: '/report.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user || !canSeeDonationsReport(req.user)) return Response.json({ error: 'Not allowed' }, { status: 403 })
    const parsed = donationReportFilters(req.query, new Date())
    if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400 })
    const { filters } = parsed
    const rows = filterDonations(await loadDonationRows(req.payload, req.user), filters)
    return csvDownload(`donations-${filters.from}-to-${filters.to}`, donationsCsv(rows))
  },
}
