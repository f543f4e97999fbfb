import type { Endpoint, PayloadRequest } from 'payload'

import { isStaffUser } from '../../../access/roles'
import { escapeHtml } from '../../email/html'
import type { Order } from '../../../payload-types'
import { ordersListWhere } from './listFilters'
import { PACKING_SLIP_PRINT_SCRIPT, packingSlip, packingSlipsHtml } from './packingSlip'
import { shortOrderNumber } from './shortNumber'
import { ORDER_STATUS_LABELS } from './statusTransitions'

const htmlResponse = (html: string, status = 200) =>
  new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  })

const refused = () =>
  htmlResponse(
    '<!doctype html><title>Not allowed</title><p>Log in to the admin as staff to print packing slips.</p>',
    403,
  )

const readAsStaff = (req: PayloadRequest) => ({ overrideAccess: false, user: req.user, depth: 0 }) as const

/** Shipping method handle → the name staff gave it ('freeShipping' → 'Free shipping'). */
export async function shippingMethodNames(req: PayloadRequest): Promise<Record<string, string>> {
  const { docs } = await req.payload.find({
    collection: 'shipping-methods',
    pagination: false,
    select: { name: true, handle: true },
    ...readAsStaff(req),
  })
  return Object.fromEntries(docs.map((method) => [method.handle, method.name]))
}

/** GET /api/orders/:id/packing-slip: one order's slip, for staff. */
const singleSlip: Endpoint = {
  path: '/:id/packing-slip',
  method: 'get',
  handler: async (req) => {
    if (!isStaffUser(req.user)) return refused()
    const id = String(req.routeParams?.id ?? '')
    const order = (await req.payload.findByID({
      collection: 'orders',
      id,
      ...readAsStaff(req),
      disableErrors: true,
    })) as Order | null
    if (!order) return htmlResponse('<!doctype html><title>Not found</title><p>No such order.</p>', 404)
    const slip = packingSlip(order, await shippingMethodNames(req))
    return htmlResponse(packingSlipsHtml([slip], `Packing slip · order ${shortOrderNumber(order.id)}`))
  },
}

/** GET /api/orders/packing-slips?status=processing (and/or the list's filters): every matching order's slip. */
const slipsForFilters: Endpoint = {
  path: '/packing-slips',
  method: 'get',
  handler: async (req) => {
    if (!isStaffUser(req.user)) return refused()
    const filters = ordersListWhere(req.query)
    if (!filters.ok)
      return htmlResponse(`<!doctype html><title>Bad request</title><p>${escapeHtml(filters.error)}</p>`, 400)
    const { docs } = await req.payload.find({
      collection: 'orders',
      where: filters.where,
      pagination: false,
      sort: 'dateOrdered',
      ...readAsStaff(req),
    })
    const status = typeof req.query?.status === 'string' ? req.query.status : null
    const title = `Packing slips${status && status in ORDER_STATUS_LABELS ? ` · ${ORDER_STATUS_LABELS[status as keyof typeof ORDER_STATUS_LABELS]}` : ''}`
    const names = await shippingMethodNames(req)
    return htmlResponse(
      packingSlipsHtml(
        (docs as Order[]).map((order) => packingSlip(order, names)),
        title,
      ),
    )
  },
}

/** GET /api/orders/packing-slip-print.js: the slips' Print button (packingSlip.ts says why a file). */
const printScript: Endpoint = {
  path: '/packing-slip-print.js',
  method: 'get',
  handler: () =>
    new Response(PACKING_SLIP_PRINT_SCRIPT, {
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    }),
}

export const packingSlipEndpoints = [printScript, slipsForFilters, singleSlip]
