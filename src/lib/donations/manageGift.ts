import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import type { Donation } from '../../payload-types'
import { getSecrets } from '../config/secrets'
import { stripeEventHandlers } from '../commerce/payments/eventHandlers'
import { assertTestCheckoutAllowed } from '../commerce/payments/mode'
import { getStripe } from '../commerce/payments/stripeClient'
import { testPortalEvent, type TestPortalChange } from '../commerce/payments/testPortalEvents'
import { processStripeEvent } from '../commerce/payments/webhooks'
import { sendOrQueue } from '../email/retry'
import { serverUrl } from '../http/serverUrl'
import { DONATION_PURPOSE } from './checkoutParams'
import { maxDonationAmount } from './checkoutRequestSchema'
import { manageLinkEmail } from './giftEmails'
import { claimsMatchDonation, manageGiftUrl, verifyManageToken } from './manageLink'
import { MINIMUM_DONATION } from './options'

/**
 * A donor's self-service for a monthly or annual gift (issue 32 item 2): the gift a manage link opens, Stripe's
 * customer portal for it, the local stand-in's changes (test mode), and new links asked for by address.
 */

export type GiftLookup = { ok: true; gift: Donation } | { ok: false; reason: 'invalid' | 'expired' }

const RECURRING: readonly string[] = ['monthly', 'annual']

/** A subscription's first row: the one that stands for the gift (renewal rows carry an invoice id). */
const isGiftRow = (donation: Donation) =>
  RECURRING.includes(donation.interval) && !!donation.stripeSubscriptionId && !donation.stripeInvoiceId

/** The gift a link opens: its signature holds, it has not expired, and it names this donor's recurring gift. */
export async function giftForToken(payload: Payload, token: string | null | undefined, now = Date.now()): Promise<GiftLookup> {
  const check = verifyManageToken(token, getSecrets().payloadSecret, now)
  if (!check.ok) return check
  const { docs } = await payload.find({
    collection: 'donations',
    where: { id: { equals: check.claims.donationId } },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const gift = (docs[0] as Donation | undefined) ?? null
  if (!gift || !isGiftRow(gift) || !claimsMatchDonation(check.claims, gift)) return { ok: false, reason: 'invalid' }
  return { ok: true, gift }
}

/** A Stripe Billing Portal session for the gift's customer; the donor comes back to /support. */
export async function customerPortalUrl(gift: Donation): Promise<string> {
  if (!gift.stripeCustomerId) throw new Error(`Donation ${gift.id} has no Stripe customer`)
  const session = await getStripe().billingPortal.sessions.create({
    customer: gift.stripeCustomerId,
    return_url: `${serverUrl()}/support`,
  })
  return session.url
}

export const giftAmountSchema = z.coerce
  .number({ error: 'Enter an amount in dollars' })
  .refine(Number.isInteger, 'Enter a whole number of dollars')
  .min(MINIMUM_DONATION, `The smallest gift is $${MINIMUM_DONATION}`)
  .max(maxDonationAmount(), `The largest gift is $${maxDonationAmount().toLocaleString('en-US')}`)

/**
 * The local stand-in's change (test mode only): the event Stripe's portal would send, through the webhook's
 * own processing, so the record changes exactly as it would with Stripe. A cancelled gift changes no more.
 */
export async function changeTestGift(payload: Payload, token: string | null, change: TestPortalChange): Promise<GiftLookup> {
  assertTestCheckoutAllowed()
  const lookup = await giftForToken(payload, token)
  if (!lookup.ok || lookup.gift.status === 'cancelled') return lookup
  const { gift } = lookup
  const event = testPortalEvent(
    {
      id: gift.stripeSubscriptionId!,
      customer: gift.stripeCustomerId ?? null,
      amount: gift.amount,
      interval: gift.interval === 'annual' ? 'year' : 'month',
      metadata: { purpose: DONATION_PURPOSE, donationInterval: gift.interval },
    },
    change,
  )
  await processStripeEvent(payload, event, stripeEventHandlers)
  return giftForToken(payload, token)
}

/**
 * Emails a fresh manage link for each active monthly or annual gift of this address; nothing for an address
 * without one. The caller answers the same either way.
 */
export async function sendManageLinks(payload: Payload, email: string): Promise<void> {
  const address = email.trim()
  const { docs } = await payload.find({
    collection: 'donations',
    where: {
      and: [
        { or: [{ donorEmail: { equals: address } }, { donorEmail: { equals: address.toLowerCase() } }] },
        { status: { equals: 'active' } },
        { interval: { in: RECURRING } },
        { stripeSubscriptionId: { exists: true } },
        { stripeInvoiceId: { exists: false } },
      ],
    },
    depth: 0,
    limit: 20,
    pagination: false,
  })
  const gifts = (docs as Donation[]).filter((gift) => gift.donorEmail)
  if (!gifts.length) return
  const baseUrl = serverUrl()
  const links = gifts.map((gift) => ({
    gift,
    url: manageGiftUrl({ baseUrl, donationId: gift.id, donorEmail: gift.donorEmail! }),
  }))
  await sendOrQueue(payload, manageLinkEmail(gifts[0]!.donorEmail!, links))
}
