import type { PayloadRequest } from 'payload'

import { EMAIL_QUEUE } from '../../email/queue'
import { orgInboxEmail, type EmailMessage } from '../../email'
import { escapeHtml } from '../../email/html'
import { SEND_EMAIL_TASK } from '../../email/retry'
import { afterCommit } from '../../db/afterCommit'
import { serverUrl } from '../../http/serverUrl'
import type { PressCheckout } from '../../../payload-types'
import { linesOf } from './pressOrder'

/** Why a paid session made no order. */
export type RefundReason = 'superseded' | 'outOfStock' | 'unknown'

const REASONS: Record<RefundReason, string> = {
  superseded: 'the cart was paid again from a newer payment page, which stands for what the buyer wants',
  outOfStock: 'its reservation had ended and its books are no longer all in stock',
  unknown: 'no checkout of this site matches the payment',
}

type Env = Record<string, string | undefined>

const dollars = (cents: number | null | undefined) => `$${((cents ?? 0) / 100).toFixed(2)}`

/** The staff notice of a press payment that made no order and must be refunded in Stripe. */
export function refundDueEmail(
  record: Pick<PressCheckout, 'id' | 'sessionId' | 'cartNumber' | 'paymentIntentId' | 'email' | 'total' | 'lines'>,
  reason: RefundReason,
  env: Env = process.env,
): EmailMessage {
  const link = `${serverUrl(env)}/admin/collections/press-checkouts/${record.id}`
  const lines = linesOf(record).map((line) => `${line.qty} × ${line.title}`)
  const text = [
    `A press checkout was paid but no order was made: ${REASONS[reason]}.`,
    `Refund ${dollars(record.total)} in Stripe (payment ${record.paymentIntentId ?? 'unknown'}, session ${record.sessionId}); the refund is then recorded on the checkout.`,
    '',
    `Buyer: ${record.email || 'unknown'}`,
    ...(lines.length ? ['', ...lines] : []),
    '',
    link,
  ].join('\n')
  return {
    to: [orgInboxEmail(env)],
    replyTo: record.email || undefined,
    subject: `Press payment to refund: ${dollars(record.total)}${record.cartNumber ? ` (cart ${record.cartNumber})` : ''}`,
    text,
    html: text
      .split('\n\n')
      .map((part) => `<p>${escapeHtml(part).replaceAll('\n', '<br>')}</p>`)
      .join(''),
  }
}

/** Stores the notice as an email job in the event's transaction, sent once that has committed. */
export async function queueRefundNotice(req: PayloadRequest, record: PressCheckout, reason: RefundReason) {
  const job = await req.payload.jobs.queue({
    task: SEND_EMAIL_TASK,
    input: { message: refundDueEmail(record, reason) },
    queue: EMAIL_QUEUE,
    req,
  })
  await afterCommit(req, `Refund notice for press checkout ${record.sessionId}`, () =>
    req.payload.jobs.runByID({ id: job.id }),
  )
}
