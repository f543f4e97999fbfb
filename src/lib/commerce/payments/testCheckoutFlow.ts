import type { Payload } from 'payload'
import { z } from 'zod'

import { sessionIsOpen } from '../press-checkout/checkoutRecords'
import { PRESS_PURPOSE } from '../press-checkout/sessionParams'
import { stripeEventHandlers } from './eventHandlers'
import { paymentsMode } from './mode'
import { readTestCheckoutToken, testCheckoutCompletedEvent, type TestCheckoutSession } from './testCheckout'
import { processStripeEvent } from './webhooks'

export type TestCheckoutOutcome = { ok: true; location: string } | { ok: false; status: 400 | 404; error: string }

const donorSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(200),
  email: z.string().trim().max(254).check(z.email('Enter a valid email address')),
})

/**
 * The session a token stands for while it can still be paid, or null: besides a forged or timed-out token, a
 * press session whose copies are no longer held for it (replaced by a newer 'Pay' of the cart, cancelled or
 * timed out), as Stripe refuses to take payment on a session expired there.
 */
export async function payableTestCheckout(payload: Payload, token: string | null): Promise<TestCheckoutSession | null> {
  const session = readTestCheckoutToken(token)
  if (!session) return null
  if (session.metadata.purpose === PRESS_PURPOSE && !(await sessionIsOpen(payload, session.id))) return null
  return session
}

const relativePath = (path: string) => (path.startsWith('/') && !path.startsWith('//') ? path : '/')

/**
 * The local test checkout's buttons. Paying emits the checkout.session.completed event Stripe would
 * send and runs it through the webhook's own processing; both answer where the browser goes next.
 */
export async function finishTestCheckout(
  payload: Payload,
  input: { token: unknown; action: 'complete' | 'cancel'; name?: unknown; email?: unknown },
): Promise<TestCheckoutOutcome> {
  if (paymentsMode() !== 'test') return { ok: false, status: 404, error: 'Not found' }
  const token = typeof input.token === 'string' ? input.token : null
  // Leaving is possible whatever became of the session; the cancel page releases what is still held.
  const session = input.action === 'cancel' ? readTestCheckoutToken(token) : await payableTestCheckout(payload, token)
  if (!session) return { ok: false, status: 400, error: 'This test checkout has expired, was replaced or is invalid' }
  if (input.action === 'cancel') return { ok: true, location: relativePath(session.cancelUrl) }
  const donor = donorSchema.safeParse({ name: input.name, email: input.email })
  if (!donor.success)
    return { ok: false, status: 400, error: donor.error.issues.map((issue) => issue.message).join('; ') }
  await processStripeEvent(payload, testCheckoutCompletedEvent(session, donor.data), stripeEventHandlers)
  return {
    ok: true,
    location: relativePath(session.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id))),
  }
}
