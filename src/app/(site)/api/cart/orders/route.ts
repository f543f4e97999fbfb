import { requestViewer } from '@/lib/auth/requestViewer'
import { readCartParams } from '@/lib/commerce/cart/cartHttp'
import { ordersByEmailSchema } from '@/lib/commerce/cart/requestSchema'
import { findOrdersByEmail, publicOrder } from '@/lib/commerce/orders/orderAccess'
import { json, route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

/** SPEC §7 art-orders?email=: newest first, for the account owning the email or staff; anyone else 404. */
export const GET = route({
  read: readCartParams,
  schema: ordersByEmailSchema,
  handler: async ({ request, payload, input: { email } }) => {
    const orders = await findOrdersByEmail(payload, await requestViewer(payload, request.headers), email)
    if (!orders) return json({ error: 'No orders found' }, 404)
    return json({ orders: orders.map(publicOrder) })
  },
})
