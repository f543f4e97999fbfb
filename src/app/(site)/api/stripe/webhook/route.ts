import { stripeEventHandlers } from '@/lib/commerce/payments/eventHandlers'
import { processStripeEvent, verifyStripeEvent, WebhookSignatureError } from '@/lib/commerce/payments/webhooks'
import { isDatabaseUnavailable } from '@/lib/availability/database'
import { HttpError } from '@/lib/http/errors'
import { readBodyText } from '@/lib/http/requestBody'
import { json, route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

/** Stripe's events are a few kilobytes; a checkout with many lines stays far below this. */
const MAX_EVENT_BYTES = 1024 * 1024

/** Stripe webhook: the signature is checked over the raw body before anything is read or written. */
export const POST = route({
  read: (request) => readBodyText(request, MAX_EVENT_BYTES),
  handler: async ({ request, payload, input }) => {
    let event
    try {
      event = verifyStripeEvent(input as string, request.headers.get('stripe-signature'))
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error
      // What was wrong, for whoever reads the endpoint's answers in Stripe's dashboard.
      const detail = error.message.split('\n')[0].trim()
      throw new HttpError(400, 'Invalid Stripe webhook signature', { fields: { 'stripe-signature': detail } })
    }
    try {
      return json({ received: true, ...(await processStripeEvent(payload, event, stripeEventHandlers)) })
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error
      // Any other answer than 2xx makes Stripe send the event again later.
      throw Object.assign(new HttpError(500, `Event ${event.id} (${event.type}) could not be processed; Stripe will retry`), { cause: error })
    }
  },
})
