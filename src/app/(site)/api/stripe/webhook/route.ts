import { databaseUnavailableResponse, isDatabaseUnavailable } from '@/lib/availability/database'
import { readBodyText, refusingHostileInput } from '@/lib/http/requestBody'
import { getPayloadClient } from '@/lib/payload'
import { stripeEventHandlers } from '@/lib/commerce/payments/eventHandlers'
import { processStripeEvent, verifyStripeEvent, WebhookSignatureError } from '@/lib/commerce/payments/webhooks'

export const dynamic = 'force-dynamic'

/** Stripe's events are a few kilobytes; a checkout with many lines stays far below this. */
const MAX_EVENT_BYTES = 1024 * 1024

/** Stripe webhook: the signature is checked over the raw body before anything is read or written. */
export const POST = refusingHostileInput(async (request: Request) => {
  const rawBody = await readBodyText(request, MAX_EVENT_BYTES)
  let event
  try {
    event = verifyStripeEvent(rawBody, request.headers.get('stripe-signature'))
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      return Response.json(
        { error: 'Invalid Stripe webhook signature', detail: error.message.split('\n')[0].trim() },
        { status: 400 },
      )
    }
    throw error
  }
  const payload = await getPayloadClient()
  try {
    const result = await processStripeEvent(payload, event, stripeEventHandlers)
    return Response.json({ received: true, ...result })
  } catch (error) {
    payload.logger.error({ err: error }, `Stripe event ${event.id} (${event.type}) failed; Stripe will retry`)
    if (isDatabaseUnavailable(error)) return databaseUnavailableResponse()
    return Response.json({ error: 'Event could not be processed' }, { status: 500 })
  }
})
