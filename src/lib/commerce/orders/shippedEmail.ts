import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { EMAIL_QUEUE } from '../../email/queue'
import { sendEmail, type EmailMessage } from '../../email'
import { escapeHtml } from '../../email/html'
import { EMAIL_RETRIES } from '../../email/retry'
import { serverUrl } from '../../http/serverUrl'
import type { Account, Order } from '../../../payload-types'
import { afterCommit } from '../../db/afterCommit'
import { shortOrderNumber } from './shortNumber'

const ORDER_SHIPPED_EMAIL_TASK = 'sendOrderShippedEmail'

type Env = Record<string, string | undefined>
type ShippedOrder = Pick<Order, 'id' | 'number' | 'type' | 'email' | 'lineItems' | 'trackingNumber'>

/** The 'shipped' email: to the buyer (a library also at its secondary address), with the tracking number when filled. */
export function orderShippedEmail(
  order: ShippedOrder,
  secondaryEmail?: string | null,
  env: Env = process.env,
): EmailMessage {
  const to = [order.email, ...(secondaryEmail && secondaryEmail !== order.email ? [secondaryEmail] : [])]
  const lines = (order.lineItems ?? []).map((line) => `${line.qty} × ${line.title}`)
  const tracking = order.trackingNumber?.trim()
  const link = `${serverUrl(env)}/cart/order/${encodeURIComponent(order.number)}`
  const shortNumber = shortOrderNumber(order.id)
  const text = [
    `Your A.R.T. order ${shortNumber} has shipped.`,
    '',
    ...lines,
    '',
    ...(tracking ? [`Tracking number: ${tracking}`, ''] : []),
    `Your order: ${link}`,
    '',
    order.type === 'library' ? 'Thank you for taking part in the Library Program.' : 'Thank you for your order.',
  ].join('\n')
  const html = [
    `<p>Your A.R.T. order <strong>${escapeHtml(shortNumber)}</strong> has shipped.</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    tracking ? `<p>Tracking number: <strong>${escapeHtml(tracking)}</strong></p>` : '',
    `<p><a href="${escapeHtml(link)}">See your order</a></p>`,
  ].join('')
  return {
    to,
    subject: `Your A.R.T. order ${shortNumber} has shipped`,
    text,
    html,
    templateId: env.SENDGRID_ORDER_SHIPPED_TEMPLATE_ID || undefined,
    dynamicTemplateData: { number: shortNumber, reference: order.number, lines, trackingNumber: tracking ?? '', orderUrl: link },
  }
}

async function sendShippedEmail(payload: Payload, orderId: string) {
  const order = (await payload.findByID({ collection: 'orders', id: orderId, depth: 1 })) as Order
  const account = order.account && typeof order.account === 'object' ? (order.account as Account) : null
  await sendEmail(orderShippedEmail(order, account?.secondaryEmail), { payload })
}

/** Sends a queued 'shipped' email; a failure throws, and Payload's queue retries with back-off. */
export const sendOrderShippedEmailTask: TaskConfig<{ input: { orderId: string }; output: { sent: boolean } }> = {
  slug: ORDER_SHIPPED_EMAIL_TASK,
  label: 'Send order shipped email',
  inputSchema: [{ name: 'orderId', type: 'text', required: true }],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  retries: EMAIL_RETRIES,
  handler: async ({ input, req }) => {
    await sendShippedEmail(req.payload, input.orderId)
    return { output: { sent: true } }
  },
}

/**
 * Stores the email as a job in the order's own transaction (so a shipped order always has its email, and a
 * rolled-back save has none), then runs it as soon as that transaction has committed. A failed send stays
 * queued and the email queue's runner retries it.
 */
export async function queueShippedEmail(req: PayloadRequest, orderId: number | string) {
  const job = await req.payload.jobs.queue({
    task: ORDER_SHIPPED_EMAIL_TASK,
    input: { orderId: String(orderId) },
    queue: EMAIL_QUEUE,
    req,
  })
  await afterCommit(req, `Order ${orderId}: shipped email`, () => req.payload.jobs.runByID({ id: job.id }))
}
