import type { Endpoint } from 'payload'

import { isStaffUser } from '../../../access/roles'
import { US_STATES } from '../../auth/usStates'
import { csvDownload, csvText } from '../../http/csv'
import { dayLabel, describeFilters, impactReportRows, reportFilters } from './impactReport'
import { loadImpactReport, loadReportOptions } from './impactReportData'

const stateName = (code: string) => US_STATES.find(([value]) => value === code)?.[1]

/** GET /api/orders/impact-report.csv?from&to&state&libraryType&community&poulin: the Impact report as CSV. */
export const impactReportCsvEndpoint: Endpoint = {
  path: '/impact-report.csv',
  method: 'get',
  handler: async (req) => {
    if (!isStaffUser(req.user) || !req.user) return Response.json({ error: 'Not allowed' }, { status: 403 })
    const parsed = reportFilters(req.query, new Date())
    if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400 })
    const { filters } = parsed
    const options = await loadReportOptions(req.payload, req.user)
    const report = await loadImpactReport(req.payload, req.user, filters, options.libraryTypes)
    const period = `${dayLabel(filters.from)} – ${dayLabel(filters.to)}`
    const rows = impactReportRows(report, period, describeFilters(filters, { ...options, stateName }))
    return csvDownload(`impact-report-${filters.from}-to-${filters.to}`, csvText(rows))
  },
}
