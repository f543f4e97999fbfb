import { cartOwner, mayHaveCart, readCartParams } from '@/lib/commerce/cart/cartHttp'
import { cartView, findOwnCart } from '@/lib/commerce/cart/cartService'
import { getCartSchema } from '@/lib/commerce/cart/requestSchema'
import { EMPTY_CART } from '@/lib/commerce/cart/types'
import { json, route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

/** SPEC §7 get-cart: the viewer's cart (the account's when logged in, else the art_cart_id cookie's). */
export const POST = route({
  read: readCartParams,
  schema: getCartSchema,
  handler: async ({ request, payload, input: { number } }) => {
    // No cookie and no login: nobody's cart, answered without a database read.
    if (!number && !mayHaveCart(request)) return json({ cart: EMPTY_CART })
    const owner = await cartOwner(payload, request)
    const cart = await findOwnCart(payload, owner, number)
    return json({ cart: await cartView(payload, owner, cart) })
  },
})

export const GET = POST
