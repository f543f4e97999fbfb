import { cartCookieHeaders, cartOwner, readCartParams } from '@/lib/commerce/cart/cartHttp'
import { updateCart } from '@/lib/commerce/cart/cartService'
import { updateCartSchema } from '@/lib/commerce/cart/requestSchema'
import { json, route } from '@/lib/http/route'
import { namedLimiter } from '@/lib/ratelimit'

export const dynamic = 'force-dynamic'

/** SPEC §7 update-cart: lines by line id or purchasable, shipping method, address parts, email, note. */
export const POST = route({
  read: readCartParams,
  limiter: namedLimiter('CART_RATE_LIMIT_PER_MINUTE', 240),
  schema: updateCartSchema,
  handler: async ({ request, payload, input }) => {
    const owner = await cartOwner(payload, request)
    const { cart, messages } = await updateCart(payload, owner, input)
    return json({ cart, messages }, 200, cartCookieHeaders(request, owner, cart.number))
  },
})
