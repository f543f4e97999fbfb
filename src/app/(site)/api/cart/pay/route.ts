import { cartOwner, readCartParams } from '@/lib/commerce/cart/cartHttp'
import { BUYER_COOKIE, BUYER_COOKIE_MAX_AGE, withPaidNumber } from '@/lib/commerce/press-checkout/buyerCookie'
import { checkoutInputSchema, startPressCheckout } from '@/lib/commerce/press-checkout/pressCheckout'
import { requestCookie, setCookieHeader } from '@/lib/http/cookies'
import { json, route } from '@/lib/http/route'
import { namedLimiter } from '@/lib/ratelimit'

export const dynamic = 'force-dynamic'

/**
 * 'Pay' on the press checkout: reserves the cart's copies and answers the Stripe Checkout (or local test
 * checkout) url. The browser is remembered as the buyer of this order number for the order page.
 */
export const POST = route({
  read: readCartParams,
  limiter: namedLimiter('CHECKOUT_RATE_LIMIT_PER_MINUTE', 30),
  schema: checkoutInputSchema,
  handler: async ({ request, payload, input }) => {
    const result = await startPressCheckout(payload, await cartOwner(payload, request), input)
    if (!result.ok) return json({ error: result.error }, result.status)
    const cookie = withPaidNumber(requestCookie(request, BUYER_COOKIE), result.number)
    return json({ url: result.url }, 200, { 'Set-Cookie': setCookieHeader(BUYER_COOKIE, cookie, BUYER_COOKIE_MAX_AGE) })
  },
})
