import { cartCookieHeaders, cartOwner, readCartParams } from '@/lib/commerce/cart/cartHttp'
import { checkoutInputSchema, estimatePressCart } from '@/lib/commerce/press-checkout/pressCheckout'
import { json, route } from '@/lib/http/route'
import { namedLimiter } from '@/lib/ratelimit'

export const dynamic = 'force-dynamic'

/**
 * The press checkout's estimate: saves the address, shipping choice and email on the guest's cart and answers
 * the cart with shipping methods, tax and total computed on the server (prices in the request are ignored).
 */
export const POST = route({
  read: readCartParams,
  limiter: namedLimiter('CART_RATE_LIMIT_PER_MINUTE', 240),
  schema: checkoutInputSchema,
  handler: async ({ request, payload, input }) => {
    const owner = await cartOwner(payload, request)
    const { cart, quote, messages } = await estimatePressCart(payload, owner, input)
    return json({ cart, quote, messages }, 200, cartCookieHeaders(request, owner, cart.number))
  },
})
