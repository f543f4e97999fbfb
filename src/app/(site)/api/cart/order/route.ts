import { z } from 'zod'

import { requestViewer } from '@/lib/auth/requestViewer'
import { readCartParams } from '@/lib/commerce/cart/cartHttp'
import { orderByNumberSchema } from '@/lib/commerce/cart/requestSchema'
import { findVisibleOrder, publicOrder } from '@/lib/commerce/orders/orderAccess'
import { json, route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

const schema = orderByNumberSchema.extend({
  email: z.string().trim().check(z.email('email must be a valid email')).optional(),
})

/** SPEC §7 art-order?number=: the order for its owner or staff (or with its email); anyone else 404. */
export const GET = route({
  read: readCartParams,
  schema,
  handler: async ({ request, payload, input: { number, email } }) => {
    const order = await findVisibleOrder(payload, await requestViewer(payload, request.headers), number, email)
    if (!order) return json({ error: 'Order not found' }, 404)
    return json({ order: publicOrder(order) })
  },
})
