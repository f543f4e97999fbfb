import type { Endpoint } from 'payload'

import { isStaffUser } from '../../../access/roles'
import type { Order } from '../../../payload-types'
import { ordersListWhere } from './listFilters'
import { csvDownload } from '../../http/csv'
import { ordersCsv } from './ordersCsv'

/** GET /api/orders/export.csv?<the list's filters>: the filtered orders with their lines as CSV, for staff. */
export const ordersCsvEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!isStaffUser(req.user)) return Response.json({ error: 'Not allowed' }, { status: 403 })
    const filters = ordersListWhere(req.query)
    if (!filters.ok) return Response.json({ error: filters.error }, { status: 400 })
    const { docs } = await req.payload.find({
      collection: 'orders',
      where: filters.where,
      pagination: false,
      depth: 0,
      sort: '-dateOrdered',
      overrideAccess: false,
      user: req.user,
    })
    return csvDownload('orders', ordersCsv(docs as Order[]))
  },
}
