import { z } from 'zod'

import { orderByNumberSchema } from '@/lib/commerce/cart/requestSchema'
import { handleCartCall, json, parseWith, readParams } from '@/lib/commerce/cart/cartHttp'
import { findVisibleOrder, publicOrder } from '@/lib/commerce/orders/orderAccess'
import { requestViewer } from '@/lib/auth/requestViewer'

export const dynamic = 'force-dynamic'

const schema = orderByNumberSchema.extend({
  email: z.string().trim().check(z.email('email must be a valid email')).optional(),
})

/** SPEC §7 art-order?number=: the order for its owner or staff (or with its email); anyone else 404. */
export async function GET(request: Request) {
  return handleCartCall('order', async (payload) => {
    const { number, email } = parseWith(schema, await readParams(request))
    const order = await findVisibleOrder(payload, await requestViewer(payload, request.headers), number, email)
    if (!order) return json({ error: 'Order not found' }, 404)
    return json({ order: publicOrder(order) })
  })
}
