import { checkoutInputSchema, estimatePressCart } from '@/lib/commerce/press-checkout/pressCheckout'
import { cartCookieHeaders, cartOwner, handleCartCall, json, parseWith, readParams } from '@/lib/commerce/cart/cartHttp'
import { namedLimiter, rateLimited } from '@/lib/ratelimit'

export const dynamic = 'force-dynamic'

const limiter = namedLimiter('CART_RATE_LIMIT_PER_MINUTE', 240)

/**
 * The press checkout's estimate: saves the address, shipping choice and email on the guest's cart and answers
 * the cart with shipping methods, tax and total computed on the server (prices in the request are ignored).
 */
export async function POST(request: Request) {
  const limited = await rateLimited(limiter, request)
  if (limited) return limited
  return handleCartCall('estimate', async (payload) => {
    const input = parseWith(checkoutInputSchema, await readParams(request))
    const owner = await cartOwner(payload, request)
    const { cart, quote, messages } = await estimatePressCart(payload, owner, input)
    return json({ cart, quote, messages }, 200, cartCookieHeaders(request, owner, cart.number))
  })
}
