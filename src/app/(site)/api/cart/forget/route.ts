import { cartCookieHeaders, cartOwner, readCartParams } from '@/lib/commerce/cart/cartHttp'
import { forgetCart } from '@/lib/commerce/cart/cartService'
import { forgetCartSchema } from '@/lib/commerce/cart/requestSchema'
import { EMPTY_CART } from '@/lib/commerce/cart/types'
import { json, route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

/** SPEC §7 art-fc (forget cart): empties and unlinks the viewer's cart; the guest's cookie is removed. */
export const POST = route({
  read: readCartParams,
  schema: forgetCartSchema,
  handler: async ({ request, payload, input }) => {
    const owner = await cartOwner(payload, request)
    await forgetCart(payload, owner, input.number)
    return json({ success: true, cart: EMPTY_CART }, 200, cartCookieHeaders(request, owner, null))
  },
})
