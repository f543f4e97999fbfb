import { cartOwner, readCartParams } from '@/lib/commerce/cart/cartHttp'
import { completeCartSchema } from '@/lib/commerce/cart/requestSchema'
import { EMPTY_CART } from '@/lib/commerce/cart/types'
import { completeLibraryOrder } from '@/lib/commerce/library-order/completeLibraryOrder'
import { publicOrder } from '@/lib/commerce/orders/orderAccess'
import { json, route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

/**
 * SPEC §7 complete, for a logged-in library account (press carts are completed by their card payment).
 * Answers the order, also to a repeated request for the same cart.
 */
export const POST = route({
  read: readCartParams,
  schema: completeCartSchema,
  handler: async ({ request, payload, input }) => {
    const result = await completeLibraryOrder(payload, await cartOwner(payload, request), input)
    if (!result.ok) return json({ error: result.error, shortBooks: result.shortBooks }, result.status)
    return json({ success: true, order: publicOrder(result.order), cart: EMPTY_CART })
  },
})
