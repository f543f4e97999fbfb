import { BUYER_COOKIE, BUYER_COOKIE_MAX_AGE, readCookieValue, withPaidNumber } from '@/lib/commerce/press-checkout/buyerCookie'
import { checkoutInputSchema, startPressCheckout } from '@/lib/commerce/press-checkout/pressCheckout'
import { cartOwner, handleCartCall, json, parseWith, readParams } from '@/lib/commerce/cart/cartHttp'
import { namedLimiter, rateLimited } from '@/lib/ratelimit'

export const dynamic = 'force-dynamic'

const limiter = namedLimiter('CHECKOUT_RATE_LIMIT_PER_MINUTE', 30)

/**
 * 'Pay' on the press checkout: reserves the cart's copies and answers the Stripe Checkout (or local test
 * checkout) url. The browser is remembered as the buyer of this order number for the order page.
 */
export async function POST(request: Request) {
  const limited = await rateLimited(limiter, request)
  if (limited) return limited
  return handleCartCall('pay', async (payload) => {
    const input = parseWith(checkoutInputSchema, await readParams(request))
    const result = await startPressCheckout(payload, await cartOwner(payload, request), input)
    if (!result.ok) return json({ error: result.error }, result.status)
    const cookie = withPaidNumber(readCookieValue(request.headers.get('cookie'), BUYER_COOKIE), result.number)
    const secure =
      process.env.NODE_ENV === 'production' && !/^http:\/\//.test(process.env.SERVER_URL ?? '') ? '; Secure' : ''
    return json({ url: result.url }, 200, {
      'Set-Cookie': `${BUYER_COOKIE}=${cookie}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${BUYER_COOKIE_MAX_AGE}${secure}`,
    })
  })
}
