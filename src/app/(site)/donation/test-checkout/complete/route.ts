import { z } from 'zod'

import { getPayloadClient } from '@/lib/payload'
import { stripeEventHandlers } from '@/lib/payments/eventHandlers'
import { paymentsMode } from '@/lib/payments/mode'
import { readTestCheckoutToken, testCheckoutCompletedEvent } from '@/lib/payments/testCheckout'
import { processStripeEvent } from '@/lib/payments/webhooks'

export const dynamic = 'force-dynamic'

const formSchema = z.object({
  token: z.string().min(1),
  action: z.enum(['complete', 'cancel']),
  name: z.string().trim().max(200).default(''),
  email: z.string().trim().max(254).default(''),
})

const donorSchema = z.object({ name: z.string().min(1), email: z.string().email() })

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location } })

/**
 * The local test checkout's "pay" button: emits the checkout.session.completed event Stripe would
 * send and runs it through the webhook's own processing, then returns to the success page.
 */
export async function POST(request: Request) {
  if (paymentsMode() !== 'test') return Response.json({ error: 'Not found' }, { status: 404 })
  const form = formSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!form.success) return Response.json({ error: 'Invalid test checkout form' }, { status: 400 })
  const session = readTestCheckoutToken(form.data.token)
  if (!session) return Response.json({ error: 'This test checkout has expired or is invalid' }, { status: 400 })
  if (form.data.action === 'cancel') return seeOther(session.cancelUrl)
  const donor = donorSchema.safeParse({ name: form.data.name, email: form.data.email })
  if (!donor.success) return Response.json({ error: 'Enter a name and a valid email address' }, { status: 400 })
  await processStripeEvent(
    await getPayloadClient(),
    testCheckoutCompletedEvent(session, donor.data),
    stripeEventHandlers,
  )
  return seeOther(session.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id)))
}
