import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import type Stripe from 'stripe'

import { lockPaymentRecords } from '../../db/paymentsLock'
import { stripeForWebhooks } from './stripeClient'

/** Stripe's own default: signatures older than this are replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300

/** A module that acts on some Stripe events (donations today, press orders later). */
export type StripeEventHandler = {
  name: string
  /** Handles the event if it is this module's; returns false when it is not. */
  /** `req` carries the event's database transaction: pass it to every Local API call. */
  handle: (payload: Payload, event: Stripe.Event, req: PayloadRequest) => Promise<boolean>
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
 * Records the event id in stripe-events (unique) and lets the first handler that recognises the
 * event act on it, all in one database transaction: a failure rolls everything back (Stripe's retry
 * then runs it afresh) and a delivery whose id is already recorded does nothing. Events run one at a time
 * across instances (lockPaymentRecords: the database's lock, taken first in the transaction); the unique
 * eventId and the handlers' unique keys and conditional updates keep any other writer from doubling a record.
 */
export async function processStripeEvent(
  payload: Payload,
  event: Stripe.Event,
  handlers: StripeEventHandler[],
): Promise<ProcessResult> {
  if (await isRecorded(payload, event.id)) return { status: 'duplicate' }
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await lockPaymentRecords(req)
    // A twin delivery may have committed while this one waited for the lock.
    if (await isRecorded(payload, event.id, req)) {
      await killTransaction(req)
      return { status: 'duplicate' }
    }
    let handledBy: string | undefined
    for (const handler of handlers) {
      if (await handler.handle(payload, event, req)) {
        handledBy = handler.name
        break
      }
    }
    // Recorded last but in the same transaction: a concurrent twin's insert fails on the unique
    // eventId and its whole transaction, records included, rolls back.
    await payload.create({
      collection: 'stripe-events',
      data: {
        eventId: event.id,
        type: event.type,
        livemode: event.livemode,
        status: handledBy ? 'processed' : 'ignored',
        handledBy: handledBy ?? null,
        processedAt: new Date().toISOString(),
      },
      req,
    })
    await commitTransaction(req)
    return handledBy ? { status: 'processed', handledBy } : { status: 'ignored' }
  } catch (error) {
    await killTransaction(req)
    // The unique index on eventId rejected a twin another instance recorded meanwhile.
    if (await isRecorded(payload, event.id)) return { status: 'duplicate' }
    throw error
  }
}

async function isRecorded(payload: Payload, eventId: string, req?: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'stripe-events',
    where: { eventId: { equals: eventId } },
    req,
  })
  return totalDocs > 0
}
