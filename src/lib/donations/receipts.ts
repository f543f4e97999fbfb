import type { PayloadRequest } from 'payload'

import { afterCommit } from '../db/afterCommit'
import { EMAIL_QUEUE } from '../email/queue'
import { SEND_EMAIL_TASK } from '../email/retry'
import { runInRequest, sql } from '../commerce/orders/requestSql'
import type { Donation } from '../../payload-types'
import { serverUrl } from '../http/serverUrl'
import { manageGiftUrl } from './manageLink'
import { donationReceiptEmail, paymentReference } from './receipt'

/**
 * The recurring gift a payment belongs to: the subscription's first row, which carries its status and which a
 * 'Manage your gift' link names (src/lib/donations/manageLink.ts). Null for a one-time gift.
 */
async function recurringGiftOf(req: PayloadRequest, donation: Donation): Promise<Donation | null> {
  if (donation.interval === 'single' || !donation.stripeSubscriptionId) return null
  if (!donation.stripeInvoiceId) return donation
  const { docs } = await req.payload.find({
    collection: 'donations',
    where: {
      and: [{ stripeSubscriptionId: { equals: donation.stripeSubscriptionId } }, { stripeInvoiceId: { exists: false } }],
    },
    depth: 0,
    limit: 1,
    req,
  })
  return (docs[0] as Donation | undefined) ?? null
}

/**
 * Queues the acknowledgment receipt of a paid donation, once. The row's `receiptQueuedAt` is claimed by one
 * conditional UPDATE in the event's transaction, and the email job is stored in that same transaction: a
 * redelivered or concurrent event finds it set (or rolls back with its whole transaction) and queues nothing,
 * a rolled-back event leaves neither. The job runs as soon as the transaction commits; a mail failure stays
 * queued and the email queue retries it with back-off (src/lib/email/retry.ts).
 */
export async function queueDonationReceipt(req: PayloadRequest, donationId: number | string): Promise<boolean> {
  const claimed = await runInRequest(
    req,
    sql`UPDATE donations SET receipt_queued_at = ${new Date().toISOString()}
        WHERE id = ${donationId} AND receipt_queued_at IS NULL
          AND status IN ('completed', 'active', 'cancelled') AND completed_at IS NOT NULL AND donor_email IS NOT NULL`,
  )
  if (claimed === 0) return false
  const donation = (await req.payload.findByID({ collection: 'donations', id: donationId, depth: 0, req })) as Donation
  const settings = await req.payload.findGlobal({ slug: 'donor-receipts', depth: 0, req })
  const gift = await recurringGiftOf(req, donation)
  const message = donationReceiptEmail(
    { ...donation, completedAt: donation.completedAt!, reference: paymentReference(donation) },
    settings,
    {
      manageUrl:
        gift && gift.status === 'active'
          ? manageGiftUrl({ baseUrl: serverUrl(), donationId: gift.id, donorEmail: donation.donorEmail! })
          : undefined,
    },
  )
  const job = await req.payload.jobs.queue({ task: SEND_EMAIL_TASK, input: { message }, queue: EMAIL_QUEUE, req })
  await afterCommit(req, `Donation ${donationId}: receipt`, () => req.payload.jobs.runByID({ id: job.id }))
  return true
}
