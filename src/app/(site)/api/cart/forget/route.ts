import { forgetCartSchema } from '@/lib/commerce/cart/requestSchema'
import { EMPTY_CART } from '@/lib/commerce/cart/types'
import { cartCookieHeaders, cartOwner, handleCartCall, json, parseWith, readParams } from '@/lib/commerce/cart/cartHttp'
import { forgetCart } from '@/lib/commerce/cart/cartService'

export const dynamic = 'force-dynamic'

/** SPEC §7 art-fc (forget cart): empties and unlinks the viewer's cart; the guest's cookie is removed. */
export async function POST(request: Request) {
  return handleCartCall('forget', async (payload) => {
    const { number } = parseWith(forgetCartSchema, await readParams(request))
    const owner = await cartOwner(payload, request)
    await forgetCart(payload, owner, number)
    return json({ success: true, cart: EMPTY_CART }, 200, cartCookieHeaders(request, owner, null))
  })
}
