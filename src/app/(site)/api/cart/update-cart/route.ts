import { updateCartSchema } from '@/lib/commerce/cart/requestSchema'
import { cartCookieHeaders, cartOwner, handleCartCall, json, parseWith, readParams } from '@/lib/commerce/cart/cartHttp'
import { updateCart } from '@/lib/commerce/cart/cartService'
import { namedLimiter, rateLimited } from '@/lib/ratelimit'

export const dynamic = 'force-dynamic'

const limiter = namedLimiter('CART_RATE_LIMIT_PER_MINUTE', 240)

/** SPEC §7 update-cart: lines by line id or purchasable, shipping method, address parts, email, note. */
export async function POST(request: Request) {
  const limited = await rateLimited(limiter, request)
  if (limited) return limited
  return handleCartCall('update-cart', async (payload) => {
    const input = parseWith(updateCartSchema, await readParams(request))
    const owner = await cartOwner(payload, request)
    const { cart, messages } = await updateCart(payload, owner, input)
    return json({ cart, messages }, 200, cartCookieHeaders(request, owner, cart.number))
  })
}
