import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { withWriteLock } from './keyedLock'
import { stripeForWebhooks } from './stripeClient'

/** Stripe's own default: signatures older than this are replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300
const STALE_CLAIM_MS = 5 * 60_000

/** A module that acts on some Stripe events (donations today, press orders later). */
export type StripeEventHandler = {
  name: string
  /** Handles the event if it is this module's; returns false when it is not. */
  handle: (payload: Payload, event: Stripe.Event) => Promise<boolean>
}

export class WebhookSignatureError extends Error {}

type Env = Record<string, string | undefined>

/** Verifies Stripe's signature over the exact raw body; throws WebhookSignatureError when it does not hold. */
export function verifyStripeEvent(
  rawBody: string,
  signatureHeader: string | null,
  env: Env = process.env,
): Stripe.Event {
  const secret = env.STRIPE_WEBHOOK_SECRET?.trim()
  if (!secret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not configured')
  if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header')
  try {
    return stripeForWebhooks(env).webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS)
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature')
  }
}

export type ProcessResult = { status: 'processed' | 'duplicate' | 'ignored'; handledBy?: string }

/**
 * Records the event id in stripe-events (unique), then lets the first handler that recognises the
 * event act on it; events are processed one at a time in this process (see withWriteLock). A delivery whose id is already recorded does nothing. If handling fails the
 * record is removed again so Stripe's retry is processed.
 */
export async function processStripeEvent(
  payload: Payload,
  event: Stripe.Event,
  handlers: StripeEventHandler[],
): Promise<ProcessResult> {
  return withWriteLock(async () => {
    const claim = await claimEvent(payload, event)
    if (!claim) return { status: 'duplicate' }
    try {
      let handledBy: string | undefined
      for (const handler of handlers) {
        if (await handler.handle(payload, event)) {
          handledBy = handler.name
          break
        }
      }
      await payload.update({
        collection: 'stripe-events',
        id: claim,
        data: {
          status: handledBy ? 'processed' : 'ignored',
          handledBy: handledBy ?? null,
          processedAt: new Date().toISOString(),
        },
      })
      return handledBy ? { status: 'processed', handledBy } : { status: 'ignored' }
    } catch (error) {
      await payload.delete({ collection: 'stripe-events', id: claim }).catch(() => undefined)
      throw error
    }
  })
}

/** Returns the new record's id, or null when this event was already taken. */
async function claimEvent(payload: Payload, event: Stripe.Event): Promise<number | string | null> {
  const existing = await findEvent(payload, event.id)
  if (existing) {
    const stale = existing.status === 'processing' && Date.now() - Date.parse(existing.updatedAt) > STALE_CLAIM_MS
    if (!stale) return null
    await payload.delete({ collection: 'stripe-events', id: existing.id })
  }
  try {
    const created = await payload.create({
      collection: 'stripe-events',
      data: { eventId: event.id, type: event.type, livemode: event.livemode, status: 'processing' },
    })
    return created.id
  } catch (error) {
    // The unique index on eventId rejected a concurrent twin (another instance got there first).
    if (await findEvent(payload, event.id)) return null
    throw error
  }
}

async function findEvent(payload: Payload, eventId: string) {
  const { docs } = await payload.find({
    collection: 'stripe-events',
    where: { eventId: { equals: eventId } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return docs[0] ?? null
}
