import { ordersByEmailSchema } from '@/lib/commerce/cart/requestSchema'
import { handleCartCall, json, parseWith, readParams } from '@/lib/commerce/cart/cartHttp'
import { findOrdersByEmail, publicOrder } from '@/lib/commerce/orders/orderAccess'
import { requestViewer } from '@/lib/auth/requestViewer'

export const dynamic = 'force-dynamic'

/** SPEC §7 art-orders?email=: newest first, for the account owning the email or staff; anyone else 404. */
export async function GET(request: Request) {
  return handleCartCall('orders', async (payload) => {
    const { email } = parseWith(ordersByEmailSchema, await readParams(request))
    const orders = await findOrdersByEmail(payload, await requestViewer(payload, request.headers), email)
    if (!orders) return json({ error: 'No orders found' }, 404)
    return json({ orders: orders.map(publicOrder) })
  })
}
