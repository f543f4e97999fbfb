/**
 * What /cart/order/{number} shows a press buyer's browser when the order is not visible to it otherwise
 * (not staff, not the account that placed it, no matching email):
 * - 'order': its signed buyer cookie names the number and the press order exists;
 * - 'confirming': the cookie names the number, Stripe has sent the browser back from a checkout session
 *   (the success URL's session_id), but the webhook has not created the order yet;
 * - 'notFound': anything else, as for any unknown order, so the page never tells others which numbers exist.
 */
export type BuyerOrderState = 'order' | 'confirming' | 'notFound'

/** Stripe's checkout session ids (cs_test_…, cs_live_…) and the local test checkout's (cs_test_local_…). */
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/

export function buyerOrderState(input: {
  number: string
  /** The numbers the browser's signed buyer cookie vouches for. */
  paidNumbers: readonly string[]
  /** The success URL's session_id query parameter. */
  sessionId: string | null | undefined
  /** The stored order with that number, if any. */
  order: { type?: string | null } | null
}): BuyerOrderState {
  if (!input.paidNumbers.includes(input.number)) return 'notFound'
  if (input.order) return input.order.type === 'press' ? 'order' : 'notFound'
  return input.sessionId && SESSION_ID.test(input.sessionId) ? 'confirming' : 'notFound'
}
