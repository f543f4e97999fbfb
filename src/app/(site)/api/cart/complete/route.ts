import { completeCartSchema } from '@/lib/commerce/cart/requestSchema'
import { cartOwner, handleCartCall, json, parseWith, readParams } from '@/lib/commerce/cart/cartHttp'
import { EMPTY_CART } from '@/lib/commerce/cart/types'
import { completeLibraryOrder } from '@/lib/commerce/library-order/completeLibraryOrder'
import { publicOrder } from '@/lib/commerce/orders/orderAccess'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 complete, for a logged-in library account (press carts are completed by their card payment).
 * Answers the order, also to a repeated request for the same cart.
 */
export async function POST(request: Request) {
  return handleCartCall('complete', async (payload) => {
    const input = parseWith(completeCartSchema, await readParams(request))
    const owner = await cartOwner(payload, request)
    const result = await completeLibraryOrder(payload, owner, input)
    if (!result.ok) return json({ error: result.error, shortBooks: result.shortBooks }, result.status)
    return json({ success: true, order: publicOrder(result.order), cart: EMPTY_CART })
  })
}
