import { pressEventHandler, pressRefundEventHandler } from '../press-checkout/pressEvents'
import { donationEventHandler } from '../../donations/fulfilment'
import { donationRefundEventHandler } from '../../donations/refunds'
import { orderRefundEventHandler } from '../orders/refunds'
import type { StripeEventHandler } from './webhooks'

/**
 * Modules that act on Stripe events, asked in order until one handles the event. The webhook and
 * the local test checkout both use this list, so a test payment is fulfilled exactly like a real one.
 */
export const stripeEventHandlers: StripeEventHandler[] = [
  donationEventHandler,
  pressEventHandler,
  orderRefundEventHandler,
  pressRefundEventHandler,
  donationRefundEventHandler,
]
